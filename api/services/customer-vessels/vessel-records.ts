import { and, asc, eq, sql } from 'drizzle-orm';
import type { CustomerVesselView } from '#shared/customer-vessel-views.ts';
import type { CustomerVesselChange } from '#shared/schemas/customer-vessel.ts';
import type { Database } from '#api/db/client.ts';
import { customerVessels, type CustomerVessel } from '#api/db/schema/index.ts';
import { notFound } from '#api/lib/errors.ts';

export const vesselNotFound = () => notFound('Vessel not found');

export function toVesselView(vessel: CustomerVessel): CustomerVesselView {
  return {
    id: vessel.id,
    name: vessel.name,
    vesselType: vessel.vesselType,
    length: vessel.length,
    beam: vessel.beam,
    draft: vessel.draft,
    documentationNumber: vessel.documentationNumber,
    stateRegistration: vessel.stateRegistration,
    homePort: vessel.homePort,
    notes: vessel.notes,
    retiredAt: vessel.retiredAt?.toISOString() ?? null,
    createdAt: vessel.createdAt.toISOString(),
    updatedAt: vessel.updatedAt.toISOString(),
  };
}

/**
 * The columns an edit writes: only the fields it carries, with an optional one left empty stored as
 * null ("not given"). A whole form (`whole`) also clears the optional fields it leaves out.
 */
export function vesselColumns(change: CustomerVesselChange, { whole }: { whole: boolean }): Partial<CustomerVessel> {
  const { name, vesselType, length, draft, ...optional } = change;
  const columns: Partial<CustomerVessel> = {};
  for (const [key, value] of Object.entries({ name, vesselType, length, draft })) {
    if (value !== undefined) Object.assign(columns, { [key]: value });
  }
  for (const key of ['beam', 'documentationNumber', 'stateRegistration', 'homePort', 'notes'] as const) {
    if (whole || key in change) Object.assign(columns, { [key]: optional[key] || null });
  }
  return columns;
}

/** The customer's vessel, or a 404 for an unknown id or another customer's; `forUpdate` locks it. */
export async function findVessel(db: Database, customerId: string, vesselId: string, { forUpdate = false } = {}): Promise<CustomerVessel> {
  const query = db
    .select()
    .from(customerVessels)
    .where(and(eq(customerVessels.id, vesselId), eq(customerVessels.customerId, customerId)))
    .limit(1);
  const [vessel] = forUpdate ? await query.for('update') : await query;
  if (!vessel) throw vesselNotFound();
  return vessel;
}

/** Every vessel the customer keeps on record: active ones first, each group by name. */
export async function vesselsOf(db: Database, customerId: string): Promise<CustomerVesselView[]> {
  const rows = await db
    .select()
    .from(customerVessels)
    .where(eq(customerVessels.customerId, customerId))
    .orderBy(sql`${customerVessels.retiredAt} is not null`, asc(sql`lower(${customerVessels.name})`), asc(customerVessels.createdAt));
  return rows.map(toVesselView);
}

/** The fields of a vessel the audit keeps. */
export function auditedVessel(vessel: CustomerVessel): Record<string, unknown> {
  const { name, vesselType, length, beam, draft, documentationNumber, stateRegistration, homePort, notes } = vessel;
  return { name, vesselType, length, beam, draft, documentationNumber, stateRegistration, homePort, notes };
}
