// The plans PostgreSQL runs for the measured requests, with their real rows, loops and timings, on
// a database a growth run kept (`npm run bench:growth -- --keep`):
//   node scripts/growth/print-plans.ts [--database marina_growth_100pct] [--request "clients, search"]
// `--request` keeps the requests whose name contains it. Each statement runs in a transaction that
// is rolled back, so a write among them (a session's last activity) changes nothing.
import { parseArgs } from 'node:util';
import { openDatabase, inMemoryDataDir } from '#api/db/client.ts';
import { systemClock } from '#api/lib/clock.ts';
import { measuredApp } from './measured-app.ts';
import { measuredRequests } from './measured-requests.ts';
import { explainAnalyze } from './query-plans.ts';

const { values } = parseArgs({
  options: { database: { type: 'string', default: 'marina_growth_100pct' }, request: { type: 'string', default: '' } },
});
const url = new URL(process.env.GROWTH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
url.pathname = `/${values.database}`;
const handle = await openDatabase({ databaseUrl: url.href, dataDir: inMemoryDataDir });
try {
  const app = await measuredApp(handle, systemClock);
  for (const request of measuredRequests(systemClock.now()).filter((candidate) => candidate.name.includes(values.request))) {
    // The first answer warms the caches, as the measurements' warm-up runs do.
    await (await app.send(request)).arrayBuffer();
    const statements = await app.recorder.record(async () => (await app.send(request)).arrayBuffer());
    process.stdout.write(`\n=== ${request.name}: ${request.path} (${statements.length} statements)\n`);
    for (const statement of statements) {
      process.stdout.write(`\n${statement.sql}\n${JSON.stringify(statement.params)}\n${await explainAnalyze(handle, statement)}\n`);
    }
  }
} finally {
  await handle.close();
}
