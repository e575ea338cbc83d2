// `npm run benchmark [-- --build] [-- --only page,berths] [-- --quick]`: starts the production server
// (`api/server.ts`) on the existing dist/ build, on the embedded database and on PostgreSQL, and a
// bare Hono route as the reference; loads them with autocannon from this process, interleaved, and
// checks the figures against the performance budgets of ../shared/QUALITY.md. A step that fails (a
// server that does not start, pgbench processing nothing) is a row of the table with its reason, and the
// other figures are still measured. The last line is one summary; exit code 1 when a budget is missed or
// a step failed.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findFreePort } from './audit/server.ts';
import { measureInterleaved, median, type LoadFigures, type LoadSettings, type LoadTarget } from './benchmark/load.ts';
import { dropDatabase, freshDatabase, pgbenchQuotes, type PgbenchRun } from './benchmark/postgres.ts';
import {
  killAllChildrenNow,
  launchServer,
  peakRssBytes,
  runToCompletion,
  stopAllChildren,
  type ServerLaunch,
} from './benchmark/processes.ts';
import { printReport, type BenchmarkFigures, type ReadUnderWrites } from './benchmark/report.ts';
import { demoCookies } from './benchmark/sign-in.ts';
import { Steps } from './benchmark/steps.ts';
import { bareTarget, berthTargets, pageTargets, quoteTarget, readsDuringWritesTargets } from './benchmark/targets.ts';

const groups = ['start', 'page', 'berths', 'quotes', 'postgres', 'writes'] as const;
type Group = (typeof groups)[number];

const usage = `Usage: npm run benchmark [-- --build] [-- --only GROUP,...] [-- --quick]
  Measures, as ratios to a bare Hono route in the same run (interleaved runs, medians):
    start     server start to first answer, first (creating the embedded database) and again
    page      GET / pre-rendered, and its 304 with If-None-Match
    berths    GET /api/berths without and with dates
    quotes    POST /api/quotes on the embedded database
    postgres  POST /api/quotes on PostgreSQL, and pgbench running the same transaction's SQL
    writes    GET /about, a customer's invoices and staff's client list, idle and while quotes are written
  and the embedded server's peak RSS. Prints a table (a failed step as a row with its reason) and a
  summary line; exit code 1 over budget or when a step failed.
  --build     run \`npm run build\` first (done anyway when dist/ is missing)
  --only      the groups to measure, comma-separated (default: all)
  --quick     one round of 3 s runs instead of 3 rounds of 5 s
  BENCHMARK_POSTGRES_URL  a PostgreSQL server to create the database benchmark_quotes on
                          (default postgres://postgres@127.0.0.1:5432/postgres)`;

const rootDir = fileURLToPath(new URL('..', import.meta.url));
const host = '127.0.0.1';
const postgresServerUrl = process.env.BENCHMARK_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const postgresDatabaseName = 'benchmark_quotes';
const startedAt = performance.now();

const progress = (message: string): void => {
  process.stderr.write(`[benchmark ${((performance.now() - startedAt) / 1000).toFixed(0).padStart(3)}s] ${message}\n`);
};

// Everything started here is stopped on the way out, whether the run ends, fails or is interrupted.
const dataDirs: string[] = [];
let postgresCreated = false;
let cleaning: Promise<void> | undefined;
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    await stopAllChildren();
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
    if (postgresCreated) await dropDatabase(postgresServerUrl, postgresDatabaseName).catch(() => {});
  })();
  return cleaning;
}
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  process.once(signal, () => {
    progress(`${signal}: stopping the servers`);
    void cleanUp().finally(() => process.exit(code));
  });
}
process.once('exit', killAllChildrenNow);

async function newDataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'benchmark-data-'));
  dataDirs.push(dir);
  return dir;
}

function productLaunch(
  port: number,
  { dataDir, databaseUrl, demoData }: { dataDir: string; databaseUrl?: string; demoData?: boolean },
): ServerLaunch {
  const origin = `http://${host}:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: host,
    DATA_DIR: dataDir,
    SITE_URL: origin,
    RATE_LIMIT: 'off',
    LOG_LEVEL: 'error',
    PAYMENTS_MODE: 'test',
    // production refuses RATE_LIMIT=off and demo accounts; a quote per request from one address is what we load.
    NODE_ENV: 'test',
  };
  // The caller's shell settings are not ours to use: each server gets exactly the database asked for.
  delete env.DATABASE_URL;
  delete env.DEMO_DATA;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  if (demoData) env.DEMO_DATA = '1';
  return { args: ['api/server.ts'], cwd: rootDir, env, origin, readyPath: '/api/health' };
}

function bareLaunch(port: number): ServerLaunch {
  const origin = `http://${host}:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: host, NODE_ENV: 'test' };
  return { args: ['scripts/benchmark/bare-server.ts'], cwd: rootDir, env, origin, readyPath: '/bare' };
}

/** How the home page is served to a browser: its encoding and ETag, which the 304 target sends back. */
async function homePageServing(origin: string): Promise<{ encoding: string; etag: string | undefined }> {
  const response = await fetch(`${origin}/`, { headers: { 'accept-encoding': 'br, gzip' } });
  await response.body?.cancel();
  if (response.status !== 200) throw new Error(`GET / answered ${response.status}, not 200`);
  return { encoding: response.headers.get('content-encoding') ?? 'identity', etag: response.headers.get('etag') ?? undefined };
}

/** A target the server answers otherwise than expected (origin check, validation, sign-in) would make its figures meaningless. */
async function checkAnswered(target: LoadTarget): Promise<void> {
  const response = await fetch(target.url, { method: target.method, headers: target.headers, body: target.body });
  const text = await response.text();
  if (response.status !== target.expectedStatus) {
    throw new Error(`${target.method} ${target.url} answered ${response.status}, not ${target.expectedStatus}: ${text.slice(0, 500)}`);
  }
}

interface Options {
  build: boolean;
  only: Set<Group>;
  quick: boolean;
}

function parseOptions(args: string[]): Options | string {
  const options: Options = { build: false, only: new Set(groups), quick: false };
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] ?? '';
    if (arg === '--build') options.build = true;
    else if (arg === '--quick') options.quick = true;
    else if (arg === '--only' || arg.startsWith('--only=')) {
      const list = arg === '--only' ? args[++index] : arg.slice('--only='.length);
      const names = (list ?? '').split(',').filter(Boolean);
      const unknown = names.filter((name) => !(groups as readonly string[]).includes(name));
      if (!names.length || unknown.length)
        return `--only takes groups among ${groups.join(', ')}${unknown.length ? `, not ${unknown.join(', ')}` : ''}`;
      options.only = new Set(names as Group[]);
    } else return `Unknown option ${arg}`;
  }
  return options;
}

async function measureStart(): Promise<{ firstMs: number; existingMs: number }> {
  const launch = productLaunch(await findFreePort(host), { dataDir: await newDataDir() });
  progress('first start: creating the embedded database');
  const first = await launchServer(launch);
  await first.stop();
  const again = await launchServer(launch);
  await again.stop();
  progress(`started in ${Math.round(first.startMs)} ms creating the database, ${Math.round(again.startMs)} ms on it`);
  return { firstMs: first.startMs, existingMs: again.startMs };
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(`${usage}\n`);
    return 0;
  }
  const options = parseOptions(args);
  if (typeof options === 'string') {
    process.stderr.write(`${options}\n${usage}\n`);
    return 2;
  }
  const { only } = options;
  const rounds = options.quick ? 1 : 3;
  const settings: LoadSettings = options.quick
    ? { connections: 32, durationSeconds: 3, warmupSeconds: 1 }
    : { connections: 32, durationSeconds: 5, warmupSeconds: 1 };

  const built = existsSync(join(rootDir, 'dist', 'client')) && existsSync(join(rootDir, 'dist', 'server', 'entry.mjs'));
  if (options.build || !built) {
    progress('npm run build');
    await runToCompletion('npm', ['run', 'build'], rootDir);
  }

  const steps = new Steps(progress);
  const start = only.has('start') ? await steps.attempt('start to first answer', measureStart) : undefined;
  const bare = await steps.attempt('bare Hono route (reference)', async () => launchServer(bareLaunch(await findFreePort(host))));
  const targets: LoadTarget[] = bare ? [bareTarget(bare.origin)] : [];

  const needsEmbedded = ['page', 'berths', 'quotes', 'writes'].some((group) => only.has(group as Group));
  const embedded = needsEmbedded
    ? await steps.attempt('server on the embedded database', async () =>
        launchServer(productLaunch(await findFreePort(host), { dataDir: await newDataDir(), demoData: true })),
      )
    : undefined;
  let pageServing = '';
  if (embedded) {
    if (only.has('page')) {
      const page = await steps.attempt('GET / served to a browser', () => homePageServing(embedded.origin));
      if (page) {
        pageServing = `Accept-Encoding: br, gzip → ${page.encoding}${page.etag ? ', ETag' : ', no ETag'}`;
        targets.push(...pageTargets(embedded.origin, page.etag));
      }
    }
    if (only.has('berths')) targets.push(...berthTargets(embedded.origin));
    if (only.has('quotes')) targets.push(quoteTarget(embedded.origin, 'quotesEmbedded'));
    if (only.has('writes')) {
      const cookies = await steps.attempt('demo sign-ins for reads during writes', () => demoCookies(embedded.origin));
      if (cookies) targets.push(...readsDuringWritesTargets(embedded.origin, cookies));
    }
  }

  let postgresUrl: string | undefined;
  if (only.has('postgres')) {
    const server = await steps.attempt('server on PostgreSQL', async () => {
      postgresUrl = await freshDatabase(postgresServerUrl, postgresDatabaseName);
      postgresCreated = true;
      return launchServer(productLaunch(await findFreePort(host), { dataDir: await newDataDir(), databaseUrl: postgresUrl }));
    });
    if (server) targets.push(quoteTarget(server.origin, 'quotesPostgres'));
  }
  const answering: LoadTarget[] = [];
  for (const target of targets) {
    const what = `${target.method} ${new URL(target.url).pathname} (${target.name})`;
    if (await steps.attempt(what, () => checkAnswered(target).then(() => true))) answering.push(target);
  }

  const pgbenchRuns: PgbenchRun[] = [];
  const figures = await measureInterleaved(
    answering,
    settings,
    rounds,
    progress,
    async (round) => {
      const databaseUrl = postgresUrl;
      if (!databaseUrl) return;
      progress(`round ${round}/${rounds}: pgbench`);
      const run = await steps.attempt(`pgbench of the quote SQL, round ${round}/${rounds}`, async () => {
        // Its own warm-up, like every autocannon target.
        await pgbenchQuotes(databaseUrl, settings.connections, settings.warmupSeconds);
        return pgbenchQuotes(databaseUrl, settings.connections, settings.durationSeconds);
      });
      if (run) pgbenchRuns.push(run);
    },
    (target, error) => steps.fail(`load on ${target.name}`, error),
  );
  const peakRss = embedded ? await peakRssBytes(embedded.pid) : undefined;
  progress('done; stopping the servers');
  await cleanUp();

  const all = (...names: string[]): LoadFigures[] | undefined => {
    const found = names.map((name) => figures.get(name));
    return found.every((entry) => entry !== undefined) ? (found as LoadFigures[]) : undefined;
  };
  const reads = (name: string): ReadUnderWrites | undefined => {
    const [idle, underWrites] = all(name, `${name}UnderWrites`) ?? [];
    return idle && underWrites ? { idle, underWrites } : undefined;
  };
  const [page, notModified] = (only.has('page') && all('page', 'pageNotModified')) || [];
  const [withoutDates, withDates] = (only.has('berths') && all('berths', 'berthsDates')) || [];
  const pageRead = reads('pageRead');
  const invoicesRead = reads('invoicesRead');
  const clientsRead = reads('clientsRead');
  const report: BenchmarkFigures = {
    bare: figures.get('bare'),
    start,
    page: page && notModified ? { page, notModified, serving: pageServing } : undefined,
    berths: withoutDates && withDates ? { withoutDates, withDates } : undefined,
    quotesEmbedded: only.has('quotes') ? figures.get('quotesEmbedded') : undefined,
    quotesPostgres: only.has('postgres')
      ? {
          api: figures.get('quotesPostgres'),
          pgbench: pgbenchRuns.length
            ? {
                transactionsPerSecond: median(pgbenchRuns.map((run) => run.transactionsPerSecond)),
                latencyAverageMs: median(pgbenchRuns.map((run) => run.latencyAverageMs)),
              }
            : undefined,
        }
      : undefined,
    readsDuringWrites:
      pageRead && invoicesRead && clientsRead ? { page: pageRead, invoices: invoicesRead, clients: clientsRead } : undefined,
    ...(embedded ? { peakRssBytes: peakRss } : {}),
    failedSteps: steps.failed,
    connections: settings.connections,
    durationSeconds: settings.durationSeconds,
    rounds,
  };
  const misses = printReport(report, (line) => process.stdout.write(`${line}\n`));
  return misses > 0 ? 1 : 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  process.stderr.write(`benchmark failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
