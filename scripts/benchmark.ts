// `npm run benchmark [-- --build]`: starts the production server (`api/server.ts`) on the existing
// dist/ build and a bare Hono route as the reference, loads both with autocannon from this process,
// and checks the figures against the performance budgets of ../shared/QUALITY.md. The last line is
// one summary; exit code 1 when a budget is missed.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findFreePort } from './audit/server.ts';
import { measureInterleaved, type LoadSettings, type LoadTarget } from './benchmark/load.ts';
import { killAllChildrenNow, launchServer, peakRssBytes, runToCompletion, stopAllChildren, type ServerLaunch } from './benchmark/processes.ts';
import { printReport } from './benchmark/report.ts';

const usage = `Usage: npm run benchmark [-- --build]
  Measures server start (first and with the embedded database existing), then req/s of a bare Hono
  route, GET /api/berths, POST /api/quotes, GET / and GET / with If-None-Match, 3 interleaved runs
  each, and the server's peak RSS. Prints a table and a summary line; exit code 1 over budget.
  --build   run \`npm run build\` first (done anyway when dist/ is missing)`;

const rootDir = fileURLToPath(new URL('..', import.meta.url));
const host = '127.0.0.1';
const rounds = 3;
const loadSettings: LoadSettings = { connections: 32, durationSeconds: 5, warmupSeconds: 1 };
const startedAt = performance.now();

// A valid request of shared/schemas/quote.ts; each one stores a quote and queues its mail.
const quoteBody = JSON.stringify({
  contactName: 'Benchmark Contact',
  contactEmail: 'benchmark@example.com',
  company: 'Benchmark Shipping',
  projectTitle: 'Hull repaint',
  projectDescription: 'Repaint the hull of a 40 m supply vessel before the season starts.',
  priority: 'standard',
});

const progress = (message: string): void => {
  process.stderr.write(`[benchmark ${((performance.now() - startedAt) / 1000).toFixed(0).padStart(3)}s] ${message}\n`);
};

// Everything started here is stopped on the way out, whether the run ends, fails or is interrupted.
const dataDirs: string[] = [];
let cleaning: Promise<void> | undefined;
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    await stopAllChildren();
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  })();
  return cleaning;
}
for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]] as const) {
  process.once(signal, () => {
    progress(`${signal}: stopping the servers`);
    void cleanUp().finally(() => process.exit(code));
  });
}
process.once('exit', killAllChildrenNow);

function productLaunch(port: number, dataDir: string): ServerLaunch {
  const origin = `http://${host}:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: host,
    DATA_DIR: dataDir,
    SITE_URL: origin,
    RATE_LIMIT: 'off',
    LOG_LEVEL: 'error',
    // production refuses RATE_LIMIT=off, and a quote per request from one address is what we load.
    NODE_ENV: 'test',
  };
  // The embedded database is what the budgets speak of; a database URL from the caller's shell is not ours to use.
  delete env.DATABASE_URL;
  delete env.DEMO_DATA;
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

/** A quote the server refuses (origin check, validation) would make the quote figures meaningless. */
async function checkQuoteAccepted(target: LoadTarget): Promise<void> {
  const response = await fetch(target.url, { method: 'POST', headers: target.headers, body: target.body });
  const text = await response.text();
  if (response.status !== target.expectedStatus) throw new Error(`POST /api/quotes answered ${response.status}, not ${target.expectedStatus}: ${text.slice(0, 500)}`);
}

function loadTargets(bareOrigin: string, origin: string, etag: string | undefined): LoadTarget[] {
  const pageHeaders = { 'accept-encoding': 'br, gzip' };
  return [
    { name: 'bare', method: 'GET', url: `${bareOrigin}/bare`, expectedStatus: 200 },
    { name: 'berths', method: 'GET', url: `${origin}/api/berths`, expectedStatus: 200 },
    {
      name: 'quotes',
      method: 'POST',
      url: `${origin}/api/quotes`,
      headers: { origin, 'content-type': 'application/json' },
      body: quoteBody,
      expectedStatus: 201,
    },
    { name: 'page', method: 'GET', url: `${origin}/`, headers: pageHeaders, expectedStatus: 200 },
    // Without an ETag there is nothing to revalidate: every answer is a 200, counted as unexpected.
    { name: 'pageNotModified', method: 'GET', url: `${origin}/`, headers: { ...pageHeaders, 'if-none-match': etag ?? '"none"' }, expectedStatus: 304 },
  ];
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(`${usage}\n`);
    return 0;
  }
  const unknown = args.filter((arg) => arg !== '--build');
  if (unknown.length) {
    process.stderr.write(`Unknown option ${unknown.join(' ')}\n${usage}\n`);
    return 2;
  }
  const built = existsSync(join(rootDir, 'dist', 'client')) && existsSync(join(rootDir, 'dist', 'server', 'entry.mjs'));
  if (args.includes('--build') || !built) {
    progress('npm run build');
    await runToCompletion('npm', ['run', 'build'], rootDir);
  }

  const dataDir = await mkdtemp(join(tmpdir(), 'benchmark-data-'));
  dataDirs.push(dataDir);
  const launch = productLaunch(await findFreePort(host), dataDir);

  progress('first start: creating the embedded database');
  const first = await launchServer(launch);
  await first.stop();
  progress(`first start answered after ${Math.round(first.startMs)} ms; starting again on the existing database`);
  const server = await launchServer(launch);
  progress(`second start answered after ${Math.round(server.startMs)} ms`);
  const bare = await launchServer(bareLaunch(await findFreePort(host)));

  const page = await homePageServing(server.origin);
  const targets = loadTargets(bare.origin, server.origin, page.etag);
  const quoteTarget = targets.find((target) => target.name === 'quotes');
  if (quoteTarget) await checkQuoteAccepted(quoteTarget);

  const figures = await measureInterleaved(targets, loadSettings, rounds, progress);
  const peakRss = await peakRssBytes(server.pid);
  progress('done; stopping the servers');
  await cleanUp();

  const of = (name: string) => {
    const found = figures.get(name);
    if (!found) throw new Error(`no figures for ${name}`);
    return found;
  };
  const over = printReport(
    {
      startFirstMs: first.startMs,
      startExistingMs: server.startMs,
      bare: of('bare'),
      berths: of('berths'),
      quotes: of('quotes'),
      page: of('page'),
      pageNotModified: of('pageNotModified'),
      pageServing: `Accept-Encoding: br, gzip → ${page.encoding}${page.etag ? ', ETag' : ', no ETag'}`,
      peakRssBytes: peakRss,
      connections: loadSettings.connections,
      durationSeconds: loadSettings.durationSeconds,
      rounds,
    },
    (line) => process.stdout.write(`${line}\n`),
  );
  return over > 0 ? 1 : 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  process.stderr.write(`benchmark failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
