import { loadConfigOrExit } from '#api/config-or-exit.ts';
import { openDatabaseOrExit } from '#api/db/client.ts';

const config = loadConfigOrExit();

// Opening the database applies every committed migration it has not seen yet.
const database = await openDatabaseOrExit({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.close();
const target = config.databaseUrl ? 'the PostgreSQL server in DATABASE_URL' : `the embedded database in ${config.dataDir}`;
console.log(`Migrations applied to ${target}.`);
