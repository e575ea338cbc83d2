// Growth: a large marina's decade on PostgreSQL, at a tenth of its size and in full, and what the
// staff lists, the customer dashboard, availability and document search cost at each.
//   npm run bench:growth [-- --runs 200 --keep --reuse --only "clients" --databases marina_growth]
// GROWTH_DATABASE_URL names the server (default postgres://postgres@127.0.0.1:5432/postgres); each
// size gets its own database there (`--databases` names them, so two runs on one server need not
// share), dropped at the end unless --keep. --reuse measures databases a run kept instead of seeding
// anew (migrating and analysing them first); --only measures the requests whose name contains it.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { inMemoryDataDir, openDatabase, type DatabaseHandle } from '#api/db/client.ts';
import { systemClock } from '#api/lib/clock.ts';
import { growthTable } from './growth/growth-table.ts';
import { seedMarinaDecade } from './growth/marina-decade.ts';
import { measureRequests } from './growth/measure.ts';
import { measuredRequests } from './growth/measured-requests.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '200' },
    keep: { type: 'boolean', default: false },
    reuse: { type: 'boolean', default: false },
    only: { type: 'string', default: '' },
    databases: { type: 'string', default: 'marina_growth' },
  },
});
const runs = Number(values.runs);
const serverUrl = new URL(process.env.GROWTH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const scales = [0.1, 1];
const databaseNames = scales.map((scale) => `${values.databases}_${Math.round(scale * 100)}pct`);

const maintenance = postgres(serverUrl.href, { max: 1, onnotice: () => {} });
const handles: DatabaseHandle[] = [];
try {
  for (const [index, scale] of scales.entries()) {
    const name = databaseNames[index] as string;
    if (!values.reuse) {
      await maintenance`drop database if exists ${maintenance(name)} with (force)`;
      await maintenance`create database ${maintenance(name)}`;
    }
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: url.href, dataDir: inMemoryDataDir });
    handles.push(handle);
    // Indexes a migration just added need the planner's statistics of their expressions.
    if (values.reuse) {
      await handle.db.execute(sql`analyze`);
      continue;
    }
    const seeding = performance.now();
    const counts = await seedMarinaDecade(handle.db, scale);
    process.stdout.write(`${name}: seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s ${JSON.stringify(counts)}\n`);
  }
  const requests = measuredRequests(systemClock.now()).filter((request) => request.name.includes(values.only));
  const [tenth, full] = await measureRequests(handles, systemClock, requests, runs);
  process.stdout.write(`\n${growthTable(tenth ?? [], full ?? [], runs)}\n`);
} finally {
  await Promise.all(handles.map((handle) => handle.close()));
  if (!values.keep && !values.reuse)
    for (const name of databaseNames) await maintenance`drop database if exists ${maintenance(name)} with (force)`;
  await maintenance.end();
}
