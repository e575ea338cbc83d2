import { and, eq, sql } from 'drizzle-orm';
import type { AuditEntryView } from '#shared/audit-views.ts';
import type { AuditQuery } from '#shared/schemas/admin-audit.ts';
import { facilityTimeZone } from '#shared/stay-dates.ts';
import { auditLog, type AuditEntry } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { newestFirst, pageOf, type Page } from '#api/services/paging.ts';

const facilityDay = sql`(${auditLog.createdAt} at time zone ${facilityTimeZone})::date`;

/** The audit log for staff, newest first, by action, record type, customer and days at the facility. */
export async function listAudit({ db }: Pick<ServiceContext, 'db'>, query: AuditQuery): Promise<Page<AuditEntryView>> {
  const page = newestFirst(auditLog, query);
  const rows = await db
    .select()
    .from(auditLog)
    .where(
      and(
        page.where,
        query.action ? eq(auditLog.action, query.action) : undefined,
        query.entityType ? eq(auditLog.entityType, query.entityType) : undefined,
        query.customerId ? eq(auditLog.customerId, query.customerId) : undefined,
        query.from ? sql`${facilityDay} >= ${query.from}::date` : undefined,
        query.to ? sql`${facilityDay} <= ${query.to}::date` : undefined,
      ),
    )
    .orderBy(...page.orderBy)
    .limit(page.limit);
  const { items, nextCursor } = pageOf(rows, query);
  return { items: items.map(toAuditEntryView), nextCursor };
}

function toAuditEntryView(entry: AuditEntry): AuditEntryView {
  const { id, actorName, action, entityType, entityId, customerId, before, after, createdAt } = entry;
  return { id, actorName, action, entityType, entityId, customerId, before, after, createdAt: createdAt.toISOString() };
}
