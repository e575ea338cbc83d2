import { blockingTimeBudget, budgets, lighthouseBudget, type PageKind } from './budgets.ts';
import type { PageJavaScript } from './javascript.ts';
import { categoryIds, type CategoryId, type LighthouseOutcome } from './lighthouse.ts';
import type { Page } from './pages.ts';
import type { VnuMessage } from './vnu.ts';

export interface PageResult {
  page: Page;
  kind: PageKind;
  /** HTTP status of the page on the local server, or the reason it could not be fetched. */
  status: number | string;
  javascript: PageJavaScript | undefined;
  lighthouse: LighthouseOutcome | undefined;
  /** vnu errors of the page's pre-rendered file; undefined for a page rendered on demand. */
  vnu: VnuMessage[] | undefined;
}

/** A pre-rendered HTML file that vnu checked but that is not in the page list (e.g. 404.html). */
interface HtmlFileResult {
  name: string;
  vnu: VnuMessage[];
}

export interface Report {
  results: PageResult[];
  otherFiles: HtmlFileResult[];
  vnuFailure: string | undefined;
  /** vnu messages left out as known CSS-checker false positives: reason → count. */
  vnuIgnored: Map<string, number>;
  notes: string[];
  /** `app`: the signed-in app pages (`--app`), summed up against the app budgets. */
  mode: 'site' | 'app';
}

const kb = (bytes: number): string => (bytes / 1000).toFixed(1);
const mark = (miss: boolean): string => (miss ? ' ✗' : '');

/** The JavaScript budget of a page of this kind, in gzipped bytes; undefined for a form page of the site audit. */
function jsBudget(kind: PageKind): number | undefined {
  return { marketing: budgets.marketingJsBytes, form: undefined, app: budgets.app.jsBytes }[kind];
}

function jsMisses(result: PageResult): string[] {
  const js = result.javascript;
  const budget = jsBudget(result.kind);
  if (budget === undefined || !js) return [];
  const misses: string[] = [];
  if (js.gzipBytes > budget) {
    const largest = [...js.files].sort((a, b) => b.gzipBytes - a.gzipBytes);
    const parts = largest.slice(0, 12).map((file) => `${new URL(file.url).pathname} ${kb(file.gzipBytes)} KB`);
    const rest = largest.slice(12);
    if (rest.length) parts.push(`${rest.length} smaller files ${kb(rest.reduce((sum, file) => sum + file.gzipBytes, 0))} KB`);
    if (js.inlineGzipBytes) parts.push(`inline scripts ${kb(js.inlineGzipBytes)} KB`);
    misses.push(`JavaScript ${kb(js.gzipBytes)} KB gzipped > ${kb(budget)} KB: ${parts.join(', ')}`);
  }
  if (js.react.length && result.kind === 'marketing') misses.push(`React runtime loaded on a marketing page: ${js.react.join(', ')}`);
  if (js.external.length) misses.push(`scripts from other origins (not counted, not allowed uncounted): ${js.external.join(', ')}`);
  if (js.problems.length) misses.push(`scripts that could not be measured: ${js.problems.join('; ')}`);
  return misses;
}

/** A Total Blocking Time at or over the page's budget, as a miss line; undefined when within it or not budgeted. */
function blockingTimeMiss(result: PageResult): string | undefined {
  const blocking = result.lighthouse?.totalBlockingTimeMs;
  const budget = blockingTimeBudget(result.kind);
  if (budget === undefined || blocking === undefined || blocking === null || blocking < budget) return undefined;
  return `total blocking time ${blocking} ms ≥ ${budget} ms`;
}

function lighthouseMisses(result: PageResult): string[] {
  const outcome = result.lighthouse;
  if (!outcome) return ['Lighthouse did not run'];
  const misses: string[] = [];
  if (outcome.error) misses.push(`Lighthouse error: ${outcome.error}`);
  let performanceMissed = false;
  for (const id of categoryIds) {
    const score = outcome.scores[id];
    if (score === null) {
      if (!outcome.error) misses.push(`${id}: no score`);
      continue;
    }
    const budget = lighthouseBudget(result.kind, id);
    if (budget === undefined || score >= budget) continue;
    misses.push(`${id} ${score} < ${budget}`);
    for (const finding of outcome.findings[id] ?? []) misses.push(`    ${finding}`);
    if (id === 'performance') performanceMissed = true;
  }
  const blocking = blockingTimeMiss(result);
  if (blocking) misses.push(blocking);
  // The cause of a slow page: which kind of work and which file held the main thread.
  if (performanceMissed || blocking) for (const line of outcome.mainThread) misses.push(`    ${line}`);
  return misses;
}

function vnuLines(messages: VnuMessage[]): string[] {
  return messages.map((message) => {
    const where = message.line ? `line ${message.line}${message.column ? `:${message.column}` : ''}: ` : '';
    const extract = message.extract ? `  [${message.extract.replace(/\s+/g, ' ').trim().slice(0, 100)}]` : '';
    return `vnu ${where}${message.message}${extract}`;
  });
}

export function pageMisses(result: PageResult): string[] {
  const misses: string[] = [];
  if (result.status !== 200)
    misses.push(`the page answered ${typeof result.status === 'number' ? `HTTP ${result.status}` : result.status}`);
  misses.push(...jsMisses(result), ...lighthouseMisses(result), ...vnuLines(result.vnu ?? []));
  return misses;
}

function table(rows: string[][]): string[] {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => [...(row[column] ?? '')].length))) ?? [];
  return rows.map((row) =>
    row
      .map((cell, column) => cell + ' '.repeat((widths[column] ?? 0) - [...cell].length))
      .join('  ')
      .trimEnd(),
  );
}

/** Prints the table, the misses and the summary line (last); returns how many rows missed a budget. */
export function printReport(report: Report, write: (line: string) => void): number {
  const rows: string[][] = [['page', 'kind', 'JS gz KB', 'React?', 'perf', 'TBT ms', 'a11y', 'bp', 'seo', 'vnu errors']];
  for (const result of report.results) {
    const js = result.javascript;
    const marketing = result.kind === 'marketing';
    const budget = jsBudget(result.kind);
    const jsCell = js ? `${kb(js.gzipBytes)}${mark(budget !== undefined && js.gzipBytes > budget)}` : 'n/a ✗';
    const reactCell = js ? (js.react.length ? `yes${mark(marketing)}` : 'no') : 'n/a';
    const scoreCells = categoryIds.map((id) => {
      const score = result.lighthouse?.scores[id] ?? null;
      const budget = lighthouseBudget(result.kind, id);
      return score === null ? 'n/a ✗' : `${score}${mark(budget !== undefined && score < budget)}`;
    });
    const vnuCell = result.vnu === undefined ? 'on demand' : `${result.vnu.length}${mark(result.vnu.length > budgets.vnuErrors)}`;
    const statusNote = result.status === 200 ? '' : ` (${result.status}) ✗`;
    const blocking = result.lighthouse?.totalBlockingTimeMs;
    const blockingCell = typeof blocking === 'number' ? `${blocking}${mark(blockingTimeMiss(result) !== undefined)}` : 'n/a';
    const [performanceCell = '', ...otherScoreCells] = scoreCells;
    rows.push([
      `${result.page.path}${statusNote}`,
      result.kind,
      jsCell,
      reactCell,
      performanceCell,
      blockingCell,
      ...otherScoreCells,
      vnuCell,
    ]);
  }
  for (const file of report.otherFiles) {
    rows.push([file.name, 'vnu only', '', '', '', '', '', '', '', `${file.vnu.length}${mark(file.vnu.length > budgets.vnuErrors)}`]);
  }
  for (const line of table(rows)) write(line);

  const failing: [string, string[]][] = [
    ...report.results.map((result): [string, string[]] => [result.page.path, pageMisses(result)]),
    ...report.otherFiles.map((file): [string, string[]] => [file.name, vnuLines(file.vnu)]),
  ].filter(([, misses]) => misses.length > 0);
  if (report.vnuFailure) failing.push(['vnu', [report.vnuFailure]]);

  write('');
  if (failing.length) {
    write('Budget misses:');
    for (const [name, misses] of failing) {
      write(`✗ ${name}`);
      for (const miss of misses) write(`    ${miss}`);
    }
  } else {
    write('Budget misses: none');
  }

  const withinBudget: string[] = [];
  for (const result of report.results) {
    for (const id of categoryIds) {
      const score = result.lighthouse?.scores[id];
      const budget = lighthouseBudget(result.kind, id);
      if (typeof score !== 'number' || score === 100 || budget === undefined || score < budget) continue;
      withinBudget.push(`${result.page.path} ${id} ${score} (within budget): ${(result.lighthouse?.findings[id] ?? []).join('; ')}`);
    }
  }
  const ignoredLines = [...report.vnuIgnored].map(
    ([reason, count]) => `vnu: ${count} CSS message${count === 1 ? '' : 's'} not counted: ${reason}`,
  );
  const notes = [...report.notes, ...ignoredLines, ...withinBudget];
  if (notes.length) {
    write('');
    write('Notes:');
    for (const note of notes) write(`  ${note}`);
  }

  const scores = (id: CategoryId): string => {
    const values = report.results.map((result) => result.lighthouse?.scores[id]).filter((value) => typeof value === 'number');
    return values.length ? String(Math.min(...values)) : 'n/a';
  };
  const blockingTimes = report.results
    .map((result) => result.lighthouse?.totalBlockingTimeMs)
    .filter((value): value is number => typeof value === 'number');
  const maxBlocking = blockingTimes.length ? `${Math.max(...blockingTimes)} ms` : 'n/a';
  const unscored = report.results.filter((result) => categoryIds.some((id) => typeof result.lighthouse?.scores[id] !== 'number')).length;
  const marketingJs = report.results.filter((result) => result.kind === 'marketing').map((result) => result.javascript?.gzipBytes ?? 0);
  const vnuErrors = [
    ...report.results.map((result) => result.vnu?.length ?? 0),
    ...report.otherFiles.map((file) => file.vnu.length),
  ].reduce((a, b) => a + b, 0);
  const vnuFiles = report.results.filter((result) => result.vnu !== undefined).length + report.otherFiles.length;
  const pages = report.results.length;
  const ignoredCount = [...report.vnuIgnored.values()].reduce((a, b) => a + b, 0);
  write('');
  if (report.mode === 'app') {
    const appJs = report.results.map((result) => result.javascript?.gzipBytes ?? 0);
    write(
      `audit:pages --app: ${pages} signed-in page${pages === 1 ? '' : 's'}, ${failing.length} over budget ` +
        `(JS max ${appJs.length ? kb(Math.max(...appJs)) : 'n/a'} KB of ${kb(budgets.app.jsBytes)}, ` +
        `perf min ${scores('performance')} (median of 3), TBT max ${maxBlocking}, ` +
        `a11y min ${scores('accessibility')}, bp ${scores('best-practices')}, seo ${scores('seo')}` +
        `${unscored ? `, ${unscored} page${unscored === 1 ? '' : 's'} not scored by Lighthouse` : ''})`,
    );
    return failing.length;
  }
  write(
    `audit:pages: ${pages} page${pages === 1 ? '' : 's'}, ${failing.length} over budget ` +
      `(JS max ${marketingJs.length ? kb(Math.max(...marketingJs)) : 'n/a'} KB on marketing pages, ` +
      `perf min ${scores('performance')}, TBT max ${maxBlocking}, ` +
      `a11y ${scores('accessibility')}, bp ${scores('best-practices')}, seo ${scores('seo')}, ` +
      `vnu errors ${report.vnuFailure ? 'n/a' : vnuErrors} in ${vnuFiles} file${vnuFiles === 1 ? '' : 's'}` +
      `${ignoredCount ? ` (${ignoredCount} CSS false positive${ignoredCount === 1 ? '' : 's'} not counted)` : ''}` +
      `${unscored ? `, ${unscored} page${unscored === 1 ? '' : 's'} not scored by Lighthouse` : ''})`,
  );
  return failing.length;
}
