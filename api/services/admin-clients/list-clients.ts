import type { AdminClientView } from '#shared/admin-client-views.ts';
import type { AccountStatus } from '#shared/customer-options.ts';
import type { PageQuery } from '#shared/schemas/page.ts';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { customers, customerSearchText } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { containsPattern } from '#api/services/documents/search-pattern.ts';
import { newestFirst, pageOf, type Page } from '#api/services/paging.ts';
import { toAdminClientView } from './admin-client-view.ts';

export interface ClientFilter {
  search?: string | undefined;
  status?: AccountStatus | undefined;
}

/** The name as written, email, company or sign-in name contains the search, in any letter case. */
const searchCondition = (search: string): SQL => sql`${customerSearchText} ilike ${containsPattern(search)}`;

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
