import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { StormIntent } from '#shared/schemas/storm-answer.ts';
import type { Database } from '#api/db/client.ts';
import { customers, customerVessels, stormPlans } from '#api/db/schema/index.ts';

/** A vessel's signed plan for the season, with its owner, as a storm notice names it. */
export interface PlanOnFile {
  customerId: string;
  email: string;
  name: string;
  vesselName: string;
  intent: StormIntent;
  manned: boolean;
}

/** The current plans of the season for vessels still on record, of every customer or of one. */
export async function plansOnFile(db: Database, seasonYear: number, customerId?: string): Promise<PlanOnFile[]> {
  const conditions: SQL[] = [eq(stormPlans.seasonYear, seasonYear), isNull(stormPlans.replacedAt), isNull(customerVessels.retiredAt)];
  if (customerId) conditions.push(eq(stormPlans.customerId, customerId));
  const rows = await db
    .select({
      customerId: customers.id,
      email: customers.email,
      firstName: customers.firstName,
      lastName: customers.lastName,
      vesselName: customerVessels.name,
      intent: stormPlans.intent,
      manned: stormPlans.manned,
    })
    .from(stormPlans)
    .innerJoin(customerVessels, eq(customerVessels.id, stormPlans.vesselId))
    .innerJoin(customers, eq(customers.id, stormPlans.customerId))
    .where(and(...conditions))
    .orderBy(asc(customers.id), asc(customerVessels.name));
  return rows.map(({ firstName, lastName, ...plan }) => ({ ...plan, name: `${firstName} ${lastName}` }));
}
