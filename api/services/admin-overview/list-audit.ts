import { and, eq, sql } from 'drizzle-orm';
import { auditFields, auditRecord, idsToName, type RecordNames } from '#shared/audit-fields.ts';
import { auditActionLabel, type AuditEntryView } from '#shared/audit-views.ts';
import type { AuditQuery } from '#shared/schemas/admin-audit.ts';
import { facilityTimeZone } from '#shared/stay-dates.ts';
import { auditLog, type AuditEntry } from '#api/db/schema/index.ts';
import { recordNames } from '#api/services/audit/record-names.ts';
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
  const names = await recordNames(db, items.flatMap(idsToName));
  return { items: items.map((entry) => toAuditEntryView(entry, names)), nextCursor };
}

/** A row in people's words: the action's label, the record and the client by name, the fields in words. */
function toAuditEntryView(entry: AuditEntry, names: RecordNames): AuditEntryView {
  const { id, actorName, action, entityType, entityId, customerId, before, after, createdAt } = entry;
  return {
    id,
    actorName,
    action,
    actionLabel: auditActionLabel(action),
    record: auditRecord(entityType, entityId, before, after, names),
    customerId,
    customerName: customerId ? (names.get(customerId) ?? null) : null,
    fields: auditFields(before, after, names),
    createdAt: createdAt.toISOString(),
  };
}
