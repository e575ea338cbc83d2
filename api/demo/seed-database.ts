import { isUnseeded, seedReferenceData, type ReferenceSeedResult } from '#api/db/seed.ts';
import type { Clock } from '#api/lib/clock.ts';
import type { Database } from '#api/db/client.ts';
import type { FileStore } from '#api/storage/file-store.ts';
import { seedDemoData } from './demo-data.ts';

export interface SeedResult {
  reference: ReferenceSeedResult | undefined;
  demo: boolean;
}

/**
 * Seeds a database on its first start: reference data when it has neither berths nor document
 * categories yet (so staff edits and deletions are never undone), and demo data when asked for.
 */
export async function seedDatabase(db: Database, options: { demo: boolean; files: FileStore; clock: Clock }): Promise<SeedResult> {
  const reference = (await isUnseeded(db)) ? await seedReferenceData(db, options.clock) : undefined;
  const demo = options.demo ? await seedDemoData(db, options.files, options.clock) : false;
  return { reference, demo };
}
