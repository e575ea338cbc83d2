import { defaultMinBillableLength } from '#shared/pricing.ts';
import type { BerthBlockKind } from '#shared/berth-options.ts';
import { addDays, facilityToday } from '#shared/stay-dates.ts';
import { systemClock, type Clock } from '#api/lib/clock.ts';
import type { Database } from './client.ts';
import { berthBlocks, berths, documentCategories } from './schema/index.ts';
import type { NewBerth, NewBerthBlock, NewDocumentCategory } from './schema/index.ts';

export interface ReferenceSeedResult {
  berths: number;
  categories: number;
}

const rates = { monthlyRate: '0.50', weeklyRate: '0.75', dailyRate: '1.00' } as const;

const longTermAmenities = ['power', 'water', 'fuel'];
const serviceZoneAmenities = ['power', 'water', 'crane', 'supplies', 'crew-change'];

/** What takes a demo berth out of use from the day of seeding: for some days, or until further notice. */
interface SeedBlock {
  kind: BerthBlockKind;
  vesselName?: string;
  days?: number;
}

type LayoutBerth = Omit<NewBerth, keyof typeof rates | 'minBillableLength'> & { block?: SeedBlock };

// Position is where a berth starts, in ft from the upstream end of the 1,250 ft waterfront.
// Long-term zones (0–950 ft) are double berthed: an Outer row on the channel side, with the deeper
// water, and an Inner row alongside the bulkhead. The service zone runs from 950 to 1,250 ft.
// Every berth is open for booking; what is busy today is a block on its calendar, so it can still
// be booked for the days after.
const layout: LayoutBerth[] = [
  { name: 'Outer 1', position: 0, length: 150, maxDraft: 18, amenities: longTermAmenities },
  {
    name: 'Outer 2',
    position: 160,
    length: 150,
    maxDraft: 18,
    amenities: longTermAmenities,
    block: { kind: 'occupied', vesselName: 'M/V Bayou Runner' },
  },
  { name: 'Outer 3', position: 320, length: 160, maxDraft: 18, amenities: longTermAmenities },
  { name: 'Outer 4', position: 490, length: 140, maxDraft: 16, amenities: longTermAmenities },
  {
    name: 'Outer 5',
    position: 640,
    length: 180,
    maxDraft: 16,
    amenities: longTermAmenities,
    block: { kind: 'occupied', vesselName: 'OSV Cheniere Caminada', days: 21 },
  },
  { name: 'Outer 6', position: 830, length: 120, maxDraft: 16, amenities: longTermAmenities },
  { name: 'Inner 1', position: 0, length: 120, maxDraft: 12, amenities: ['power', 'water'] },
  { name: 'Inner 2', position: 130, length: 140, maxDraft: 12, amenities: ['power', 'water'] },
  { name: 'Inner 3', position: 280, length: 160, maxDraft: 14, amenities: ['power', 'water'] },
  { name: 'Inner 4', position: 450, length: 150, maxDraft: 14, amenities: ['power', 'water'], block: { kind: 'maintenance' } },
  { name: 'Inner 5', position: 610, length: 200, maxDraft: 15, amenities: ['power', 'water'] },
  { name: 'Inner 6', position: 820, length: 130, maxDraft: 15, amenities: ['power', 'water'] },
  { name: 'Service Zone 1', position: 950, length: 100, maxDraft: 18, amenities: serviceZoneAmenities },
  { name: 'Service Zone 2', position: 1050, length: 100, maxDraft: 18, amenities: serviceZoneAmenities },
  { name: 'Service Zone 3', position: 1150, length: 100, maxDraft: 18, amenities: serviceZoneAmenities },
];

function referenceBerths(): NewBerth[] {
  return layout.map(({ block: _block, ...berth }) => ({ ...rates, minBillableLength: defaultMinBillableLength(berth.length), ...berth }));
}

/** The blocks of the berths just added, starting on the facility's `today`. */
function referenceBlocks(added: { id: string; name: string }[], today: string): NewBerthBlock[] {
  return added.flatMap(({ id, name }) => {
    const block = layout.find((berth) => berth.name === name)?.block;
    if (!block) return [];
    const endsOn = block.days === undefined ? null : addDays(today, block.days);
    return [{ berthId: id, kind: block.kind, vesselName: block.vesselName ?? null, startsOn: today, endsOn, note: 'Demo layout' }];
  });
}

const referenceCategories: NewDocumentCategory[] = [
  { name: 'contracts', description: 'Dockage agreements, berth leases and service contracts.' },
  { name: 'invoices', description: 'Invoices and receipts for dockage and marine services.' },
  { name: 'quotes', description: 'Quotes and cost estimates sent to customers.' },
  { name: 'reports', description: 'Survey, inspection and job completion reports.' },
  { name: 'certificates', description: 'Vessel certificates, insurance and class documents.' },
  { name: 'photos', description: 'Job site, vessel and dockside photographs.' },
  { name: 'drawings', description: 'Fabrication drawings, layouts and technical sketches.' },
  { name: 'manuals', description: 'Equipment manuals and operating procedures.' },
];

/**
 * Adds the berths (with the blocks of those busy from today on `clock`) and document categories
 * that are missing; existing rows are left as they are.
 */
export async function seedReferenceData(db: Database, clock: Clock = systemClock): Promise<ReferenceSeedResult> {
  const addedBerths = await db.transaction(async (tx) => {
    const added = await tx
      .insert(berths)
      .values(referenceBerths())
      .onConflictDoNothing({ target: berths.name })
      .returning({ id: berths.id, name: berths.name });
    const blocks = referenceBlocks(added, facilityToday(clock.now()));
    if (blocks.length > 0) await tx.insert(berthBlocks).values(blocks);
    return added;
  });
  const addedCategories = await db
    .insert(documentCategories)
    .values(referenceCategories)
    .onConflictDoNothing({ target: documentCategories.name })
    .returning({ id: documentCategories.id });
  return { berths: addedBerths.length, categories: addedCategories.length };
}

/** Neither berths nor document categories yet: a database on its first start. */
export async function isUnseeded(db: Database): Promise<boolean> {
  const [berth] = await db.select({ id: berths.id }).from(berths).limit(1);
  const [category] = await db.select({ id: documentCategories.id }).from(documentCategories).limit(1);
  return berth === undefined && category === undefined;
}
