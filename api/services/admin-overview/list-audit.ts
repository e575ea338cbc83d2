import { and, eq, sql } from 'drizzle-orm';
import { auditFields, auditRecord, idsToName, type RecordNames } from '#shared/audit-fields.ts';
import { auditDetails, auditRecordName } from '#shared/audit-sentence-facts.ts';
import { auditActionLabel, type AuditEntryView, type AuditStay } from '#shared/audit-views.ts';
import type { AuditQuery } from '#shared/schemas/admin-audit.ts';
import { facilityTimeZone } from '#shared/stay-dates.ts';
import { auditLog, type AuditEntry } from '#api/db/schema/index.ts';
import { recordNames } from '#api/services/audit/record-names.ts';
import { blockStay, reservationStays } from '#api/services/audit/record-stays.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { newestFirst, pageOf, type Page } from '#api/services/paging.ts';

const facilityDay = sql`(${auditLog.createdAt} at time zone ${facilityTimeZone})::date`;

/** The audit log for staff, newest first, by action, record type, one record, customer and days at the facility. */
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
        query.entityId ? eq(auditLog.entityId, query.entityId) : undefined,
        query.customerId ? eq(auditLog.customerId, query.customerId) : undefined,
        query.from ? sql`${facilityDay} >= ${query.from}::date` : undefined,
        query.to ? sql`${facilityDay} <= ${query.to}::date` : undefined,
      ),
    )
    .orderBy(...page.orderBy)
    .limit(page.limit);
  const { items, nextCursor } = pageOf(rows, query);
  const reservationIds = items.filter((entry) => entry.entityType === 'reservation').map((entry) => entry.entityId);
  const [names, stays] = await Promise.all([recordNames(db, items.flatMap(idsToName)), reservationStays(db, reservationIds)]);
  return { items: items.map((entry) => toAuditEntryView(entry, names, stays)), nextCursor };
}

/** Where a reservation or block a row is about sits, for the link that shows it. */
function stayOf(entry: AuditEntry, stays: ReadonlyMap<string, AuditStay>): AuditStay | null {
  if (entry.entityType === 'reservation') return stays.get(entry.entityId) ?? null;
  return entry.entityType === 'berth-block' ? blockStay(entry.before, entry.after) : null;
}

/** A row in people's words: the action's label, the record and the client by name, the fields in words. */
function toAuditEntryView(entry: AuditEntry, names: RecordNames, stays: ReadonlyMap<string, AuditStay>): AuditEntryView {
  const { id, actorName, action, entityType, entityId, customerId, before, after, createdAt } = entry;
  return {
    id,
    actorName,
    action,
    actionLabel: auditActionLabel(action),
    record: auditRecord(entityType, entityId, before, after, names),
    customerId,
    customerName: customerId ? (names.get(customerId) ?? null) : null,
    entityType,
    entityId,
    recordName: auditRecordName(entityType, entityId, before, after, names),
    details: auditDetails(before, after, names),
    stay: stayOf(entry, stays),
    fields: auditFields(before, after, names),
    createdAt: createdAt.toISOString(),
  };
}
