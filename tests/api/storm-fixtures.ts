import { eq } from 'drizzle-orm';
import { berthReservations, mailOutbox, type BerthReservation } from '#api/db/schema/index.ts';
import type { StormStageSetView } from '#shared/schemas/storm-stage.ts';
import { addDays, facilityToday } from '#shared/stay-dates.ts';
import { createTestApp, sendJson } from '#tests/setup/test-app.ts';
import { createTestClock } from '#tests/setup/test-clock.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';
import { signedInStaff, type SignedIn } from '#tests/setup/signed-in.ts';
import { seedBerths, type TestHarness } from './berth-booking-fixtures.ts';

export interface StayAt {
  fromDay: number;
  toDay: number;
  email: string;
  vesselName: string;
  customerId?: string;
  status?: 'pending' | 'confirmed' | 'active' | 'completed' | 'cancelled';
  paymentStatus?: 'unpaid' | 'paid' | 'refunded';
  /** Which of the first six seeded berths. */
  berth?: number;
}

export interface StormStays {
  /** A stay from `fromDay` to `toDay` days after the facility's today, written as a paid booking leaves it. */
  stayAt(stay: StayAt): Promise<BerthReservation>;
  /** Staff set the storm stage. */
  setStage(body: unknown): Promise<StormStageSetView>;
  /** The storm stage messages in the outbox. */
  stormMail(): Promise<(typeof mailOutbox.$inferSelect)[]>;
}

export interface StormTest {
  harness: TestHarness;
  staff: SignedIn;
  stays: StormStays;
}

/**
 * A fresh app over an empty database with the site's address, a member of staff signed in, and the
 * berths to stay at; its clock starts now, or at `at`.
 */
export async function freshStormTest({ at }: { at?: Date } = {}): Promise<StormTest> {
  const harness = await createTestApp({ RATE_LIMIT: 'off', SITE_URL: 'https://marina.test' }, at ? { clock: createTestClock(at) } : {});
  await resetDatabase(harness.db);
  const staff = await signedInStaff(harness.db, harness.clock);
  return { harness, staff, stays: await stormStays(harness, staff) };
}

/** Stays at the marina and the storm stage, for the storm season's API tests. */
async function stormStays(harness: TestHarness, staff: SignedIn): Promise<StormStays> {
  const berthIds = [...(await seedBerths(harness.db)).values()].slice(0, 6).map(({ id }) => id);
  return {
    async stayAt({ fromDay, toDay, email, vesselName, customerId, status = 'confirmed', paymentStatus = 'paid', berth = 0 }) {
      const today = facilityToday(harness.clock.now());
      const berthId = berthIds[berth];
      if (!berthId) throw new Error(`no seeded berth number ${berth}`);
      const [row] = await harness.db
        .insert(berthReservations)
        .values({
          berthId,
          vesselName,
          vesselLength: 120,
          contactName: 'Claire Thibodaux',
          contactEmail: email,
          company: 'Bayou Tow',
          arrivalDate: addDays(today, fromDay),
          departureDate: addDays(today, toDay),
          status,
          paymentStatus,
          totalCost: 100_00,
          customerId: customerId ?? null,
        })
        .returning();
      if (!row) throw new Error('stay not inserted');
      return row;
    },
    async setStage(body) {
      const response = await sendJson(harness.app, 'PUT', '/api/admin/storm-stage', body, { Cookie: staff.cookie });
      return (await response.json()) as StormStageSetView;
    },
    stormMail: () => harness.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'storm-notice')),
  };
}

/** The token of the one-click answer link in a storm stage's mail. */
export function tokenIn(text: string): string {
  const token = /\/storm-answer\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];
  if (!token) throw new Error(`no answer link in:\n${text}`);
  return token;
}
