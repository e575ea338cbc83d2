import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';

export const categoryIds = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type CategoryId = (typeof categoryIds)[number];

export interface LighthouseOutcome {
  /** 0–100, or null when Lighthouse could not score the category. */
  scores: Record<CategoryId, number | null>;
  /** Per category under 100: what Lighthouse marked as failing, one line each. */
  findings: Partial<Record<CategoryId, string[]>>;
  /** Total Blocking Time in ms (simulated, like the score), or null when Lighthouse could not measure it. */
  totalBlockingTimeMs: number | null;
  /** Where the main thread's time went (by kind of work, by file), for a miss's cause. */
  mainThread: string[];
  /** Same-origin script URLs the page loaded while Lighthouse watched. */
  scriptUrls: string[];
  /** Audits whose result depends on the page being served over http from 127.0.0.1. */
  localHttp: string[];
  warnings: string[];
  error: string | undefined;
  /** How the result was reached when one run was not enough (a retry, a median of three). */
  runs: string | undefined;
}

interface Browser {
  port: number;
  close(): void;
}

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/** The Chrome of the run under way, so an interrupted audit can stop it. */
let running: Browser | undefined;

/** Stops the Chrome of the run under way, if any. */
export function stopBrowser(): void {
  running?.close();
}

/**
 * A new Chromium with a new profile (Debian's, never a downloaded one). Each run gets its own: in a
 * Chrome that had loaded the same scripts for an earlier page, V8's code cache (which Lighthouse's
 * cache reset leaves) made React's bundle evaluate in a third to a half of its first-visit time, so
 * the later form pages were measured as a returning visitor (decision 078).
 */
async function launchBrowser(): Promise<Browser> {
  const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
  // handleSIGINT off: the audit stops the server and Chrome itself on Ctrl-C.
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, handleSIGINT: false, logLevel: 'silent' });
  let closed = false;
  const browser: Browser = {
    port: chrome.port,
    close: () => {
      if (closed) return;
      closed = true;
      if (running === browser) running = undefined;
      try {
        chrome.kill();
      } catch {
        // already gone
      }
    },
  };
  running = browser;
  return browser;
}

const scored = (audit: Result['audits'][string] | undefined): audit is Result['audits'][string] =>
  audit !== undefined && audit.score !== null && !['notApplicable', 'manual', 'informative', 'error'].includes(audit.scoreDisplayMode);

/** Lighthouse writes titles and descriptions in markdown: keep the link text, drop the URL. */
const plain = (text: string): string => text.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');

type DetailItem = Record<string, unknown>;

function itemSummary(item: DetailItem): string | undefined {
  const node = item.node as { selector?: string; snippet?: string } | undefined;
  if (node?.selector) return node.selector;
  for (const key of ['description', 'source', 'url', 'text']) {
    const value = item[key];
    if (typeof value === 'string' && value) return plain(value).length > 120 ? `${plain(value).slice(0, 117)}...` : plain(value);
    if (value && typeof value === 'object' && 'url' in value && typeof value.url === 'string') return value.url;
  }
  return undefined;
}

function auditLine(audit: Result['audits'][string]): string {
  const value = audit.displayValue ? ` (${plain(audit.displayValue)})` : '';
  // Most details hold a list of items; some insights hold an object there instead.
  const items = (audit.details as { items?: unknown } | undefined)?.items;
  const examples = (Array.isArray(items) ? (items as DetailItem[]) : []).map(itemSummary).filter((text): text is string => Boolean(text));
  const shown = examples.slice(0, 3).join('; ');
  const more = examples.length > 3 ? `; +${examples.length - 3} more` : '';
  return `${plain(audit.title)}${value}${shown ? `: ${shown}${more}` : ''}`;
}

function findingsFor(lhr: Result, id: CategoryId): string[] {
  const category = lhr.categories[id];
  if (!category) return [];
  if (id === 'performance') {
    const metrics = category.auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
      .filter(({ audit }) => scored(audit) && (audit?.score ?? 1) < 1)
      .map(
        ({ ref, audit }) =>
          `${ref.acronym ?? audit?.title} ${audit?.displayValue ?? ''} ` +
          `(score ${Math.round((audit?.score ?? 0) * 100)}, weight ${ref.weight})`,
      );
    const insights = category.auditRefs
      // The dependency tree "insight" lists request chains without a verdict: noise in a one-line hint.
      .filter((ref) => ref.weight === 0 && ref.id !== 'network-dependency-tree-insight')
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => scored(audit) && (audit?.score ?? 1) < 0.9)
      .map((audit) => `hint: ${audit ? auditLine(audit) : ''}`)
      .slice(0, 4);
    return [...metrics, ...insights];
  }
  return category.auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => scored(audit) && (audit?.score ?? 1) < 1)
    .map((audit) => (audit ? auditLine(audit) : ''));
}

const ms = (value: number): string => `${Math.round(value).toLocaleString('en-US')} ms`;

/**
 * Where the main thread's time went, as Lighthouse counts it (simulated: the trace's time × the
 * CPU slowdown): the kinds of work, then the files they are charged to (the page's own URL is its
 * HTML, style and layout; "Unattributable" is work no URL caused, e.g. a style pass).
 */
function mainThreadLines(lhr: Result): string[] {
  type Item = Record<string, unknown>;
  const items = (id: string): Item[] => (lhr.audits[id]?.details as { items?: Item[] } | undefined)?.items ?? [];
  const kinds = items('mainthread-work-breakdown')
    .slice(0, 4)
    .map((item) => `${item.groupLabel ?? item.group} ${ms(Number(item.duration))}`);
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  const files = items('bootup-time')
    .slice(0, 4)
    .map((item) => {
      const url = String(item.url);
      const name = url.startsWith(origin) ? url.slice(origin.length) || '/' : url;
      return `${name} ${ms(Number(item.total))} (script ${ms(Number(item.scripting))})`;
    });
  const lines: string[] = [];
  if (kinds.length) lines.push(`main thread: ${kinds.join(', ')}`);
  if (files.length) lines.push(`by file: ${files.join(', ')}`);
  return lines;
}

/** What the local http://127.0.0.1 setting changes, read from this run's results. */
function localHttpNotes(lhr: Result): string[] {
  const notes: string[] = [];
  const noteOn = (id: string, text: (audit: Result['audits'][string]) => string | undefined) => {
    const audit = lhr.audits[id];
    const line = audit && text(audit);
    if (line) notes.push(`${id}: ${line}`);
  };
  noteOn('is-on-https', (audit) =>
    audit.score === 1
      ? 'passes because Lighthouse counts 127.0.0.1 as a secure context'
      : `fails: ${audit.displayValue ?? 'insecure requests'} (mixed content fails in production too)`,
  );
  noteOn('redirects-http', (audit) =>
    audit.scoreDisplayMode === 'notApplicable' ? 'not applicable on localhost (production must redirect http to https)' : undefined,
  );
  // The server sends Strict-Transport-Security on http too (browsers ignore it there); weight 0 either way.
  noteOn('has-hsts', (audit) =>
    audit.score === 1 ? undefined : `does not pass${audit.displayValue ? ` (${audit.displayValue})` : ''}; informative, weight 0`,
  );
  return notes;
}

/** What a run sends with every request the page makes: a signed-in user's session cookie. */
type ExtraHeaders = Record<string, string>;

/** Lighthouse's default run: mobile form factor, simulated throttling, the four categories. */
async function runOnce(url: string, extraHeaders: ExtraHeaders | undefined): Promise<LighthouseOutcome> {
  const empty: Record<CategoryId, number | null> = { performance: null, accessibility: null, 'best-practices': null, seo: null };
  const failed = (error: string): LighthouseOutcome => ({
    scores: empty,
    totalBlockingTimeMs: null,
    mainThread: [],
    findings: {},
    scriptUrls: [],
    localHttp: [],
    warnings: [],
    error,
    runs: undefined,
  });
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    const result = await lighthouse(url, {
      port: browser.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...categoryIds],
      disableFullPageScreenshot: true,
      // Lighthouse's documented way to audit a signed-in page: the header goes with the document and every request after it.
      ...(extraHeaders && { extraHeaders }),
    });
    if (!result) return failed('Lighthouse returned no result');
    const { lhr } = result;
    const scores = { ...empty };
    const findings: LighthouseOutcome['findings'] = {};
    for (const id of categoryIds) {
      const score = lhr.categories[id]?.score;
      scores[id] = typeof score === 'number' ? Math.round(score * 100) : null;
      if (scores[id] !== 100) findings[id] = findingsFor(lhr, id);
    }
    const origin = new URL(url).origin;
    const requests =
      (lhr.audits['network-requests']?.details as { items?: { url?: string; resourceType?: string }[] } | undefined)?.items ?? [];
    const scriptUrls = requests
      .filter((request) => request.resourceType === 'Script' && request.url?.startsWith(`${origin}/`))
      .map((request) => request.url ?? '');
    const blocking = lhr.audits['total-blocking-time']?.numericValue;
    return {
      scores,
      totalBlockingTimeMs: lhr.runtimeError || typeof blocking !== 'number' ? null : Math.round(blocking),
      mainThread: lhr.runtimeError ? [] : mainThreadLines(lhr),
      findings,
      scriptUrls: [...new Set(scriptUrls)],
      // A page that failed to load says nothing about http vs https.
      localHttp: lhr.runtimeError ? [] : localHttpNotes(lhr),
      warnings: lhr.runWarnings,
      error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
      runs: undefined,
    };
  } catch (error) {
    return failed(error instanceof Error ? error.message : String(error));
  } finally {
    browser?.close();
  }
}

// The page itself failed (an HTTP error, not HTML): running again would answer the same.
const pageErrors = /^(ERRORED_DOCUMENT_REQUEST|FAILED_DOCUMENT_REQUEST|NOT_HTML|INVALID_URL|DNS_FAILURE|CHROME_INTERSTITIAL_ERROR)/;

export interface AuditOptions {
  performanceBudget: number;
  /** Total Blocking Time must stay under this (public pages); undefined where it is not budgeted. */
  blockingTimeBudgetMs?: number;
  /** Always three runs and the median performance run (app pages); otherwise three only when one run misses the budget. */
  alwaysMedianOfThree?: boolean;
  extraHeaders?: ExtraHeaders;
}

const misses = (outcome: LighthouseOutcome, options: AuditOptions): boolean =>
  (outcome.scores.performance ?? 0) < options.performanceBudget ||
  (options.blockingTimeBudgetMs !== undefined && (outcome.totalBlockingTimeMs ?? Infinity) >= options.blockingTimeBudgetMs);

/**
 * One Lighthouse run per page, each in a new Chrome (a first visit), with two exceptions on a shared
 * 2-core machine: a run that broke inside Chrome (NO_NAVSTART, a protocol timeout) is run once more,
 * and a run under the performance budget or over the blocking-time budget is measured twice more and
 * the median run (by performance) is kept (Lighthouse's own advice for variable hosts). Every extra
 * run is reported with its score and blocking time.
 */
export async function auditPage(url: string, options: AuditOptions): Promise<LighthouseOutcome> {
  const run = () => runOnce(url, options.extraHeaders);
  let outcome = await run();
  if (outcome.error && !pageErrors.test(outcome.error)) {
    const first = outcome.error.split(':')[0];
    outcome = await run();
    outcome.runs = `run again after ${first}${outcome.error ? ' (failed again)' : ''}`;
  }
  const performance = outcome.scores.performance;
  if (outcome.error || performance === null || (!misses(outcome, options) && !options.alwaysMedianOfThree)) return outcome;
  // A later run that broke inside Chrome is run once more, so the median is taken over three scores.
  const scoredRun = async (): Promise<LighthouseOutcome> => {
    const next = await run();
    return next.error && !pageErrors.test(next.error) ? run() : next;
  };
  const runs = [outcome, await scoredRun(), await scoredRun()];
  const scored = runs.filter((candidate) => candidate.scores.performance !== null);
  scored.sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
  const median = scored[Math.floor((scored.length - 1) / 2)] ?? outcome;
  const described = runs.map(
    (candidate) =>
      `${candidate.scores.performance ?? 'n/a'}` +
      (candidate.totalBlockingTimeMs === null ? '' : ` (TBT ${ms(candidate.totalBlockingTimeMs)})`),
  );
  median.runs = `performance ${described.join(', ')} in three runs; the median run is reported`;
  return median;
}
