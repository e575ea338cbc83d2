// Growth: a large marina's decade on PostgreSQL, at a tenth of its size and in full, and what the
// staff lists, the customer dashboard, availability and document search cost at each.
//   npm run bench:growth [-- --runs 200 --keep]
// GROWTH_DATABASE_URL names the server (default postgres://postgres@127.0.0.1:5432/postgres); each
// size gets its own database there, dropped at the end unless --keep.
import { parseArgs } from 'node:util';
import postgres from 'postgres';
import { inMemoryDataDir, openDatabase, type DatabaseHandle } from '#api/db/client.ts';
import { systemClock } from '#api/lib/clock.ts';
import { growthTable } from './growth/growth-table.ts';
import { seedMarinaDecade } from './growth/marina-decade.ts';
import { measureRequests } from './growth/measure.ts';
import { measuredRequests } from './growth/measured-requests.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '200' }, keep: { type: 'boolean', default: false } } });
const runs = Number(values.runs);
const serverUrl = new URL(process.env.GROWTH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const scales = [0.1, 1];
const databaseNames = scales.map((scale) => `marina_growth_${Math.round(scale * 100)}pct`);

const maintenance = postgres(serverUrl.href, { max: 1, onnotice: () => {} });
const handles: DatabaseHandle[] = [];
try {
  for (const [index, scale] of scales.entries()) {
    const name = databaseNames[index] as string;
    await maintenance`drop database if exists ${maintenance(name)} with (force)`;
    await maintenance`create database ${maintenance(name)}`;
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: url.href, dataDir: inMemoryDataDir });
    handles.push(handle);
    const seeding = performance.now();
    const counts = await seedMarinaDecade(handle.db, scale);
    process.stdout.write(`${name}: seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s ${JSON.stringify(counts)}\n`);
  }
  const [tenth, full] = await measureRequests(handles, systemClock, measuredRequests(systemClock.now()), runs);
  process.stdout.write(`\n${growthTable(tenth ?? [], full ?? [], runs)}\n`);
} finally {
  await Promise.all(handles.map((handle) => handle.close()));
  if (!values.keep) for (const name of databaseNames) await maintenance`drop database if exists ${maintenance(name)} with (force)`;
  await maintenance.end();
}
