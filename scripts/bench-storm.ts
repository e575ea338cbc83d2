// Storm season at a large marina: 2,000 vessels in port when a stage is set. What the office's roster
// costs, how long setting the stage takes (2,000 notices written), how long the outbox takes to hand
// the 2,000 messages to a mail server, and what the banner's request every page makes costs while it does.
//   npm run bench:storm [-- --vessels 2000 --runs 200]
// GROWTH_DATABASE_URL names the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres);
// the run gets its own database there, dropped at the end. The mail server is stood in for by one
// that takes each message at once, so the figure is the outbox's own pace.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { createApp } from '#api/app.ts';
import { createSession, staffSessionPolicy } from '#api/auth/sessions.ts';
import { inMemoryDataDir, openDatabase } from '#api/db/client.ts';
import { mailOutbox } from '#api/db/schema/index.ts';
import { parseConfig } from '#api/env.ts';
import { systemClock } from '#api/lib/clock.ts';
import { createLogger } from '#api/lib/logger.ts';
import type { Mailer } from '#api/mail/mailer.ts';
import { processOutbox } from '#api/mail/outbox.ts';
import { createDatabaseFileStore } from '#api/storage/database-file-store.ts';
import { seedStormMarina } from './growth/storm-marina.ts';

const { values } = parseArgs({
  options: { vessels: { type: 'string', default: '2000' }, runs: { type: 'string', default: '200' } },
});
const vessels = Number(values.vessels);
const runs = Number(values.runs);
const serverUrl = new URL(process.env.GROWTH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const name = 'marina_storm_bench';

const percentile = (times: number[], fraction: number) => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

const maintenance = postgres(serverUrl.href, { max: 1, onnotice: () => {} });
await maintenance`drop database if exists ${maintenance(name)} with (force)`;
await maintenance`create database ${maintenance(name)}`;
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const handle = await openDatabase({ databaseUrl: url.href, dataDir: inMemoryDataDir });
try {
  const { staffUserId } = await seedStormMarina(handle.db, vessels);
  await handle.db.execute(sql`analyze`);
  const logger = createLogger({ level: 'silent', format: 'json' });
  const files = createDatabaseFileStore(handle.db);
  const config = parseConfig({ NODE_ENV: 'test', PAYMENTS_MODE: 'test', RATE_LIMIT: 'off', SITE_URL: 'https://marina.example' });
  const app = createApp({ config, db: handle.db, clock: systemClock, logger, payments: null, files });
  const session = await createSession(handle.db, systemClock, staffSessionPolicy, staffUserId, {
    ipAddress: '203.0.113.9',
    userAgent: 'storm benchmark',
  });
  const staffCookie = `${staffSessionPolicy.cookie.name}=${session.token}`;

  const timed = async (path: string, init: RequestInit = {}) => {
    const start = performance.now();
    const response = await app.request(path, init);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    return performance.now() - start;
  };
  const timesOf = async (path: string, count: number, init: RequestInit = {}) => {
    const times: number[] = [];
    for (let run = 0; run < count; run++) times.push(await timed(path, init));
    return times;
  };

  await timesOf('/api/admin/storm-roster', 10, { headers: { Cookie: staffCookie } });
  const roster = await timesOf('/api/admin/storm-roster', runs, { headers: { Cookie: staffCookie } });
  await timesOf('/api/storm-stage', 10);
  const bannerIdle = await timesOf('/api/storm-stage', runs);

  const setting = await timed('/api/admin/storm-stage', {
    method: 'PUT',
    headers: { Cookie: staffCookie, Origin: config.siteUrl?.origin ?? '', 'Content-Type': 'application/json' },
    body: JSON.stringify({ stage: 'yankee', stormName: 'Hurricane Bench' }),
  });
  const [waiting] = await handle.db
    .select({ count: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(sql`${mailOutbox.status} = 'pending'`);

  const mailer: Mailer = { send: async () => {}, close: () => {} };
  const sending = performance.now();
  let drained = false;
  const drain = (async () => {
    for (;;) {
      const run = await processOutbox(handle.db, files, mailer, logger, systemClock);
      if (run.sent === 0) break;
    }
    drained = true;
    return performance.now() - sending;
  })();
  const bannerBusy: number[] = [];
  while (!drained) bannerBusy.push(await timed('/api/storm-stage'));
  const drainMs = await drain;

  process.stdout.write(
    `${vessels} vessels in port, ${waiting?.count ?? 0} messages queued by setting the stage\n` +
      `roster p50 ${ms(percentile(roster, 0.5))}, p99 ${ms(percentile(roster, 0.99))} (${runs} runs)\n` +
      `setting the stage: ${ms(setting)}\n` +
      `outbox: ${waiting?.count ?? 0} messages sent in ${(drainMs / 1000).toFixed(1)} s\n` +
      `banner request p99: ${ms(percentile(bannerIdle, 0.99))} idle, ${ms(percentile(bannerBusy, 0.99))} while sending (${bannerBusy.length} requests)\n` +
      `storm: roster p99 ${ms(percentile(roster, 0.99))}; ${waiting?.count ?? 0} notices out in ${(drainMs / 1000).toFixed(1)} s; banner p99 ${(percentile(bannerBusy, 0.99) / percentile(bannerIdle, 0.99)).toFixed(1)}× idle while sending\n`,
  );
} finally {
  await handle.close();
  await maintenance`drop database if exists ${maintenance(name)} with (force)`;
  await maintenance.end();
}
