import { inArray } from 'drizzle-orm';
import type { AuditStay } from '#shared/audit-views.ts';
import type { Database } from '#api/db/client.ts';
import { berthReservations } from '#api/db/schema/index.ts';

/** Where each reservation a page of audit rows is about sits, by id: its berth and days, read in one statement. */
export async function reservationStays(db: Database, ids: readonly string[]): Promise<ReadonlyMap<string, AuditStay>> {
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      id: berthReservations.id,
      berthId: berthReservations.berthId,
      from: berthReservations.arrivalDate,
      to: berthReservations.departureDate,
    })
    .from(berthReservations)
    .where(inArray(berthReservations.id, unique));
  return new Map(rows.map(({ id, ...stay }) => [id, stay]));
}

/** A berth block's berth and days, from the fields its row keeps. */
export function blockStay(before: Record<string, unknown> | null, after: Record<string, unknown> | null): AuditStay | null {
  const field = (name: string) => after?.[name] ?? before?.[name];
  const [berthId, from, to] = [field('berthId'), field('startsOn'), field('endsOn')];
  return typeof berthId === 'string' && typeof from === 'string' ? { berthId, from, to: typeof to === 'string' ? to : null } : null;
}
