// `npm run audit:pages [-- [--no-build] [--app] [--only=/a,/b]]`: builds the site, serves it with the production
// server and checks every page against the budgets of ../shared/QUALITY.md: JavaScript (gzipped, React
// runtime), Lighthouse (mobile, simulated throttling) and vnu HTML errors; with --app, the app pages
// signed in as their users. Exit code 1 when a budget is missed.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { listAppPages, type AppPage } from './audit/app-pages.ts';
import { budgets, pageKind } from './audit/budgets.ts';
import { findScriptEntries, measurePageJavaScript, ScriptCache, type ScriptEntries } from './audit/javascript.ts';
import { auditPage, stopBrowser, type LighthouseOutcome } from './audit/lighthouse.ts';
import { listPages } from './audit/pages.ts';
import { printReport, type PageResult, type Report } from './audit/report.ts';
import { findFreePort, isPortFree, startServer, type RunningServer } from './audit/server.ts';
import { validateHtml } from './audit/vnu.ts';

const usage = `Usage: npm run audit:pages [-- [--no-build] [--app] [--only=/a,/b]]
  Builds the site (SITE_URL = the local audit server), starts \`node api/server.ts\` on a free port
  with a temporary database, and prints per page: JavaScript gzipped, React runtime, Lighthouse
  scores and Total Blocking Time (mobile, simulated throttling, each run in a new Chrome: a first
  visit) and vnu HTML errors. Exit code 1 when a budget is missed; each miss is printed with where
  the main thread's time went.
  --no-build   audit the existing dist/ as it is
  --only=/berths,/contact
               only these pages of the sitemap (Lighthouse and vnu), e.g. to measure a fix
  --app        the app pages instead (portals, admin tabs, documents, checkout of a live hold), on a
               server with the demo accounts, each signed in as its user (Lighthouse extraHeaders):
               all JavaScript loaded on first load ≤ 150 KB gz, performance ≥ 95 as the median of
               three runs, accessibility 100
  env CHROME_PATH (default /usr/bin/chromium), JAVA_HOME (default: java on PATH),
      AUDIT_PORT (the audit server's port; default: a free one)`;

const rootDir = fileURLToPath(new URL('..', import.meta.url));
const clientDir = join(rootDir, 'dist', 'client');
const host = '127.0.0.1';
const startedAt = performance.now();

const progress = (message: string): void => {
  process.stderr.write(`[audit:pages ${((performance.now() - startedAt) / 1000).toFixed(0).padStart(3)}s] ${message}\n`);
};

// Everything started here is stopped on the way out, whether the run ends, fails or is interrupted.
let server: RunningServer | undefined;
let build: ChildProcess | undefined;
let cleaning: Promise<void> | undefined;
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    build?.kill('SIGTERM');
    stopBrowser();
    await server?.stop();
  })();
  return cleaning;
}
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  process.once(signal, () => {
    progress(`${signal}: stopping the server and Chrome`);
    void cleanUp().finally(() => process.exit(code));
  });
}

function runBuild(siteUrl: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], {
      cwd: rootDir,
      env: { ...process.env, SITE_URL: siteUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    build = child;
    let output = '';
    const collect = (chunk: Buffer) => (output = (output + chunk.toString('utf8')).slice(-20_000));
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.once('error', reject);
    child.once('close', (code) => {
      build = undefined;
      if (code === 0) resolve();
      else reject(new Error(`npm run build failed (exit code ${code}):\n${output.trim()}`));
    });
  });
}

/** AUDIT_PORT when set (a shared machine hands out port ranges), else a free port. */
function auditPort(): Promise<number> {
  const chosen = Number(process.env.AUDIT_PORT);
  return Number.isInteger(chosen) && chosen > 0 ? Promise.resolve(chosen) : findFreePort(host);
}

/** With --no-build, reuse the port the existing build's canonical URLs name when it is a free local one. */
async function portOfExistingBuild(notes: string[]): Promise<number> {
  if (process.env.AUDIT_PORT) return auditPort();
  const home = join(clientDir, 'index.html');
  const html = existsSync(home) ? await readFile(home, 'utf8') : '';
  const canonical = html.match(/<link[^>]*rel="canonical"[^>]*href="([^"]+)"/)?.[1];
  if (canonical) {
    const url = new URL(canonical);
    if (url.protocol === 'http:' && url.hostname === host && url.port && (await isPortFree(host, Number(url.port))))
      return Number(url.port);
    notes.push(
      `--no-build: the build's canonical URLs point at ${url.origin}, not at the audit server; ` +
        "Lighthouse's SEO canonical audit judges them as they are.",
    );
  }
  return findFreePort(host);
}

async function fetchPage(url: string, cookie?: string): Promise<{ status: number | string; html: string }> {
  try {
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(30_000), headers: cookie ? { cookie } : {} });
    const location = response.headers.get('location');
    return { status: location ? `HTTP ${response.status} → ${location}` : response.status, html: await response.text() };
  } catch (error) {
    return { status: error instanceof Error ? error.message : String(error), html: '' };
  }
}

/**
 * The app pages, each signed in as its user (the session rides on every request of the run), each
 * run in a new Chrome, so nothing a page's answers set reaches another page, and always three
 * Lighthouse runs (the median performance run kept).
 */
async function auditAppPages(origin: string, notes: string[]): Promise<PageResult[]> {
  const pages: AppPage[] = await listAppPages(origin);
  progress(`${pages.length} app page(s), signed in through the API`);
  const fetched = await Promise.all(pages.map((page) => fetchPage(page.url, page.cookie)));
  const outcomes: LighthouseOutcome[] = [];
  for (const [index, page] of pages.entries()) {
    progress(`lighthouse ${index + 1}/${pages.length} ${page.path} (3 runs)`);
    const extraHeaders = page.cookie ? { Cookie: page.cookie } : undefined;
    outcomes.push(
      await auditPage(page.url, {
        performanceBudget: budgets.app.lighthouse.performance,
        alwaysMedianOfThree: true,
        extraHeaders,
      }),
    );
  }

  const scripts = new ScriptCache();
  notes.push(
    'app pages: served with DEMO_DATA=1 and PAYMENTS_MODE=test ' +
      '(the checkout shows the test card form; Stripe.js, from js.stripe.com, is not measured)',
  );
  for (const [index, outcome] of outcomes.entries()) {
    const path = pages[index]?.path;
    if (outcome.runs) notes.push(`${path}: Lighthouse ${outcome.runs}`);
    if (outcome.error) continue;
    for (const warning of outcome.warnings) notes.push(`${path}: Lighthouse warning: ${warning.replace(/\s+/g, ' ')}`);
  }
  return Promise.all(
    pages.map(async (page, index): Promise<PageResult> => {
      const { status, html } = fetched[index] ?? { status: 'not fetched', html: '' };
      const lighthouse = outcomes[index];
      const entries: ScriptEntries = html ? findScriptEntries(html, page.url) : { urls: [], inline: [] };
      return {
        page,
        kind: 'app',
        status,
        javascript: html ? await measurePageJavaScript(origin, entries, scripts, lighthouse?.scriptUrls) : undefined,
        lighthouse,
        vnu: undefined,
      };
    }),
  );
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(`${usage}\n`);
    return 0;
  }
  const only = args
    .find((arg) => arg.startsWith('--only='))
    ?.slice('--only='.length)
    .split(',')
    .filter(Boolean);
  const unknown = args.filter((arg) => arg !== '--no-build' && arg !== '--app' && !arg.startsWith('--only='));
  if (only && (only.length === 0 || args.includes('--app'))) {
    process.stderr.write(`--only needs page paths and audits sitemap pages, not --app\n${usage}\n`);
    return 2;
  }
  if (unknown.length) {
    process.stderr.write(`Unknown option ${unknown.join(' ')}\n${usage}\n`);
    return 2;
  }
  const notes: string[] = [];
  const app = args.includes('--app');
  const write = (line: string) => process.stdout.write(`${line}\n`);

  let port: number;
  if (args.includes('--no-build')) {
    port = await portOfExistingBuild(notes);
  } else {
    port = await auditPort();
    progress(`building with SITE_URL=http://${host}:${port}`);
    await runBuild(`http://${host}:${port}`);
  }
  if (!existsSync(join(clientDir, 'index.html')))
    throw new Error('dist/client/index.html is missing: run `npm run build` (or drop --no-build).');

  const origin = `http://${host}:${port}`;
  progress(`starting node api/server.ts on ${origin}`);
  server = await startServer({ rootDir, host, port, siteUrl: origin, demoData: app });

  if (app) {
    const results = await auditAppPages(origin, notes);
    progress(`done; stopping the server`);
    await cleanUp();
    const report: Report = { results, otherFiles: [], vnuFailure: undefined, vnuIgnored: new Map(), notes, mode: 'app' };
    return printReport(report, write) > 0 ? 1 : 0;
  }

  const list = await listPages(clientDir, origin, only);
  progress(`${list.pages.length} page(s) from ${list.source}; vnu over ${list.htmlFiles.length} HTML file(s)`);
  if (list.pages.length === 0) throw new Error(`no pages to audit in ${list.source}`);
  if (list.notInSitemap.length)
    notes.push(`pre-rendered but not in the sitemap (vnu only, no Lighthouse): ${list.notInSitemap.join(', ')}`);

  // vnu's JVM runs while the pages are fetched, and is done before Lighthouse needs the CPU.
  const [vnu, fetched] = await Promise.all([validateHtml(list.htmlFiles), Promise.all(list.pages.map((page) => fetchPage(page.url)))]);

  const outcomes: LighthouseOutcome[] = [];
  for (const [index, page] of list.pages.entries()) {
    progress(`lighthouse ${index + 1}/${list.pages.length} ${page.path}`);
    outcomes.push(
      await auditPage(page.url, {
        performanceBudget: budgets.lighthouse.performance,
        blockingTimeBudgetMs: budgets.totalBlockingTimeMs,
      }),
    );
  }

  const scripts = new ScriptCache();
  const results: PageResult[] = await Promise.all(
    list.pages.map(async (page, index): Promise<PageResult> => {
      const { status, html } = fetched[index] ?? { status: 'not fetched', html: '' };
      const lighthouse = outcomes[index];
      const entries: ScriptEntries = html ? findScriptEntries(html, page.url) : { urls: [], inline: [] };
      return {
        page,
        kind: pageKind(page.path, html),
        status,
        javascript: html ? await measurePageJavaScript(origin, entries, scripts, lighthouse?.scriptUrls) : undefined,
        lighthouse,
        vnu: page.file ? (vnu.errors.get(page.file) ?? []) : undefined,
      };
    }),
  );

  const auditedFiles = new Set(list.pages.map((page) => page.file));
  const otherFiles = list.htmlFiles
    .filter((file) => !auditedFiles.has(file))
    .map((file) => ({ name: relative(clientDir, file), vnu: vnu.errors.get(file) ?? [] }));

  for (const result of results) {
    const seen = result.javascript?.seenOnlyByLighthouse ?? [];
    const paths = seen.map((url) => new URL(url).pathname).join(', ');
    if (seen.length) notes.push(`${result.page.path}: counted scripts the HTML does not name, seen loading by Lighthouse: ${paths}`);
  }
  const localHttp = [...new Set(outcomes.flatMap((outcome) => outcome.localHttp))];
  if (localHttp.length) notes.push(`served over http://${host} (not https): ${localHttp.join('; ')}`);
  for (const [index, outcome] of outcomes.entries()) {
    if (outcome.runs) notes.push(`${list.pages[index]?.path}: Lighthouse ${outcome.runs}`);
    // A run that failed already says why among the misses.
    if (outcome.error) continue;
    for (const warning of outcome.warnings) notes.push(`${list.pages[index]?.path}: Lighthouse warning: ${warning.replace(/\s+/g, ' ')}`);
  }

  progress(`done; stopping the server`);
  await cleanUp();
  const over = printReport({ results, otherFiles, vnuFailure: vnu.failure, vnuIgnored: vnu.ignored, notes, mode: 'site' }, write);
  return over > 0 ? 1 : 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  process.stderr.write(`audit:pages failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
