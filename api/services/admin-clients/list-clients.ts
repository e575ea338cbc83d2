import type { AdminClientView } from '#shared/admin-client-views.ts';
import type { AccountStatus } from '#shared/customer-options.ts';
import type { PageQuery } from '#shared/schemas/page.ts';
import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { customers } from '../../db/schema/index.ts';
import type { ServiceContext } from '../context.ts';
import { newestFirst, pageOf, type Page } from '../paging.ts';
import { toAdminClientView } from './admin-client-view.ts';

export interface ClientFilter {
  search?: string | undefined;
  status?: AccountStatus | undefined;
}

/** `%`, `_` and `\` typed in a search are the letters themselves, not patterns. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

function searchCondition(search: string): SQL | undefined {
  const pattern = `%${likeEscaped(search)}%`;
  return or(
    ilike(customers.firstName, pattern),
    ilike(customers.lastName, pattern),
    ilike(sql`${customers.firstName} || ' ' || ${customers.lastName}`, pattern),
    ilike(customers.email, pattern),
    ilike(customers.company, pattern),
    ilike(customers.username, pattern),
  );
}

/** Every client, newest first, a page at a time, narrowed by a search and a status. */
export async function listClients(ctx: ServiceContext, filter: ClientFilter, query: PageQuery): Promise<Page<AdminClientView>> {
  const page = newestFirst(customers, query);
  const rows = await ctx.db
    .select()
    .from(customers)
    .where(
      and(
        page.where,
        filter.search ? searchCondition(filter.search) : undefined,
        filter.status ? eq(customers.accountStatus, filter.status) : undefined,
      ),
    )
    .orderBy(...page.orderBy)
    .limit(page.limit);
  const { items, nextCursor } = pageOf(rows, query);
  return { items: items.map(toAdminClientView), nextCursor };
}
