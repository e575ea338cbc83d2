import { loadConfigOrExit } from '#api/config-or-exit.ts';
import { openDatabaseOrExit } from '#api/db/client.ts';
import { seedReferenceData } from '#api/db/seed.ts';
import { demoCustomerEmail, seedDemoData } from '#api/demo/demo-data.ts';
import { createFileStore } from '#api/storage/create-file-store.ts';

// The shared config reader also refuses DEMO_DATA=1 in production.
const config = loadConfigOrExit();

const database = await openDatabaseOrExit({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const { added, demoCreated } = await database.exclusively(async () => ({
    added: await seedReferenceData(database.db),
    demoCreated: config.demoData && (await seedDemoData(database.db, createFileStore(config, database.db))),
  }));
  const demo = config.demoData ? `; demo customer ${demoCustomerEmail} ${demoCreated ? 'created' : 'already present'}` : '';
  console.log(`Seeded ${added.berths} new berths and ${added.categories} new document categories${demo}.`);
} finally {
  await database.close();
}
