import { expect } from 'vitest';
import type { Database } from '#api/db/client.ts';
import { berths, type Berth } from '#api/db/schema/index.ts';
import { seedReferenceData } from '#api/db/seed.ts';
import { addDays, facilityToday } from '#shared/stay-dates.ts';
import { sendJson, type createTestApp } from '#tests/setup/test-app.ts';

export type TestHarness = Awaited<ReturnType<typeof createTestApp>>;

/** The seeded berths by name ("Outer 1" … "Service Zone 3"). */
export async function seedBerths(db: Database): Promise<Map<string, Berth>> {
  await seedReferenceData(db);
  const rows = await db.select().from(berths);
  return new Map(rows.map((berth) => [berth.name, berth]));
}

export function berthNamed(berthsByName: Map<string, Berth>, name: string): Berth {
  const berth = berthsByName.get(name);
  if (!berth) throw new Error(`no seeded berth ${name}`);
  return berth;
}

/** A stay starting `fromDay` days after the facility's today and ending `toDay` days after it. */
export const stay = (fromDay: number, toDay: number) => ({
  arrivalDate: addDays(facilityToday(), fromDay),
  departureDate: addDays(facilityToday(), toDay),
});

/** What the reservation dialog sends for a 120 ft supply boat, ten days from today for a week. */
export function reservationForm(berthId: string, overrides: Record<string, unknown> = {}) {
  return {
    berthId,
    vesselName: 'M/V Grand Isle Runner',
    vesselLength: 120,
    vesselBeam: 32,
    vesselDraft: 12,
    contactName: 'Claire Thibodaux',
    contactEmail: 'claire@grandisle.example',
    contactPhone: '(985) 555-0110',
    company: 'Grand Isle Offshore LLC',
    ...stay(10, 17),
    purpose: 'crew-change',
    specialRequirements: 'Shore power on arrival',
    ...overrides,
  };
}

/** `berth_checkout=<token>` from a response's Set-Cookie, ready to send back as a Cookie header. */
export function checkoutCookie(response: Response): string {
  const cookie = /(?:^|,\s*)(berth_checkout=[A-Za-z0-9_-]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (!cookie) throw new Error('the response set no checkout cookie');
  return cookie;
}

export interface Booked {
  id: string;
  cookie: string;
}

/** Reserves a berth as a browser does and returns the reservation id with that browser's cookie. */
export async function reserve(harness: TestHarness, berthId: string, overrides: Record<string, unknown> = {}): Promise<Booked> {
  const response = await sendJson(harness.app, 'POST', '/api/berth-reservations', reservationForm(berthId, overrides));
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };
  return { id, cookie: checkoutCookie(response) };
}

/** The Lease Info step's answers. */
export const leaseInfo = {
  lesseeAddress: '210 W 12th St',
  lesseeCity: 'Cut Off',
  lesseeState: 'LA',
  lesseeZip: '70345',
  specialTerms: 'Crew van parking for two vehicles near the gate.',
};

/** The Sign step's answers. */
export const leaseSignature = { signerName: 'Claire Thibodaux', signerTitle: 'Operations Manager', signature: 'Claire Thibodaux' };
