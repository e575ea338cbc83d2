import type { LoadFigures } from './load.ts';

/** The budgets of ../shared/QUALITY.md (next to the repository), "Performance budgets". */
export const budgets = {
  berthsRatio: 0.5,
  quotesRatio: 0.2,
  quotesP99Ms: 25,
  pageRatio: 0.6,
  startExistingMs: 1500,
  startFirstMs: 5000,
} as const;

export interface BenchmarkFigures {
  startFirstMs: number;
  startExistingMs: number;
  bare: LoadFigures;
  berths: LoadFigures;
  quotes: LoadFigures;
  page: LoadFigures;
  pageNotModified: LoadFigures;
  /** What the page answered with, e.g. "br, ETag" — the budget assumes compression and ETags. */
  pageServing: string;
  peakRssBytes: number | undefined;
  connections: number;
  durationSeconds: number;
  rounds: number;
}

interface Row {
  what: string;
  figure: string;
  budget: string;
  /** undefined: reported only, no budget. */
  withinBudget: boolean | undefined;
}

const ratio = (figures: LoadFigures, bare: LoadFigures): number => figures.requestsPerSecond / bare.requestsPerSecond;
const formatRatio = (value: number): string => `${value.toFixed(2)}×`;
const formatRate = (figures: LoadFigures): string => `${Math.round(figures.requestsPerSecond).toLocaleString('en-US')} req/s`;
const formatSeconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
const formatMegabytes = (bytes: number | undefined): string => (bytes === undefined ? 'n/a' : `${Math.round(bytes / 1024 / 1024)} MB`);

/** A load figure only counts when every response had the expected status. */
function loadRow(what: string, figures: LoadFigures, bare: LoadFigures, minimumRatio: number | undefined): Row {
  const value = ratio(figures, bare);
  const clean = figures.unexpected === 0;
  return {
    what,
    figure: `${formatRate(figures)}, ${formatRatio(value)} bare${clean ? '' : `, ${figures.unexpected} unexpected answers`}`,
    budget: minimumRatio === undefined ? 'reported' : `≥ ${minimumRatio}× bare`,
    withinBudget: minimumRatio === undefined ? (clean ? undefined : false) : clean && value >= minimumRatio,
  };
}

function rows(figures: BenchmarkFigures): Row[] {
  const { bare } = figures;
  return [
    { what: 'start to first answer, database existing', figure: `${Math.round(figures.startExistingMs)} ms`, budget: `≤ ${budgets.startExistingMs} ms`, withinBudget: figures.startExistingMs <= budgets.startExistingMs },
    { what: 'start to first answer, first start', figure: `${Math.round(figures.startFirstMs)} ms`, budget: `≤ ${budgets.startFirstMs} ms`, withinBudget: figures.startFirstMs <= budgets.startFirstMs },
    {
      what: 'bare Hono GET /bare (reference)',
      figure: `${formatRate(bare)}, p99 ${bare.p99Ms} ms${bare.unexpected ? `, ${bare.unexpected} unexpected answers` : ''}`,
      budget: 'reference',
      withinBudget: bare.unexpected ? false : undefined,
    },
    loadRow('GET /api/berths', figures.berths, bare, budgets.berthsRatio),
    loadRow('POST /api/quotes', figures.quotes, bare, budgets.quotesRatio),
    { what: 'POST /api/quotes p99 latency', figure: `${figures.quotes.p99Ms} ms`, budget: `≤ ${budgets.quotesP99Ms} ms`, withinBudget: figures.quotes.p99Ms <= budgets.quotesP99Ms },
    loadRow(`GET / (${figures.pageServing})`, figures.page, bare, budgets.pageRatio),
    loadRow('GET / If-None-Match (304)', figures.pageNotModified, bare, undefined),
    { what: 'server peak RSS (VmHWM) after the load', figure: formatMegabytes(figures.peakRssBytes), budget: 'reported', withinBudget: undefined },
  ];
}

const mark = (withinBudget: boolean | undefined): string => (withinBudget === undefined ? '·' : withinBudget ? '✓' : '✗');

function table(allRows: Row[]): string[] {
  const header: Row = { what: 'what', figure: 'figure', budget: 'budget', withinBudget: undefined };
  const whatWidth = Math.max(...[header, ...allRows].map((row) => row.what.length));
  const figureWidth = Math.max(...[header, ...allRows].map((row) => row.figure.length));
  const budgetWidth = Math.max(...[header, ...allRows].map((row) => row.budget.length));
  const line = (row: Row, status: string) => `${row.what.padEnd(whatWidth)}  ${row.figure.padEnd(figureWidth)}  ${row.budget.padEnd(budgetWidth)}  ${status}`;
  return [line(header, ''), line({ what: '-'.repeat(whatWidth), figure: '-'.repeat(figureWidth), budget: '-'.repeat(budgetWidth), withinBudget: undefined }, '-'), ...allRows.map((row) => line(row, mark(row.withinBudget)))];
}

function summaryLine(figures: BenchmarkFigures, overBudget: number): string {
  const { bare } = figures;
  return (
    `benchmark: berths ${formatRatio(ratio(figures.berths, bare))} bare, ` +
    `quotes ${formatRatio(ratio(figures.quotes, bare))} (p99 ${Math.round(figures.quotes.p99Ms)} ms), ` +
    `page ${formatRatio(ratio(figures.page, bare))} (304 ${formatRatio(ratio(figures.pageNotModified, bare))}), ` +
    `start ${formatSeconds(figures.startExistingMs)} (first ${formatSeconds(figures.startFirstMs)}), ` +
    `peak RSS ${formatMegabytes(figures.peakRssBytes)}, ${overBudget} over budget`
  );
}

/** Prints the table, then one summary line as the very last line; returns how many budgets were missed. */
export function printReport(figures: BenchmarkFigures, print: (line: string) => void): number {
  const allRows = rows(figures);
  const overBudget = allRows.filter((row) => row.withinBudget === false).length;
  print(`load: median of ${figures.rounds} runs per target of ${figures.durationSeconds} s at ${figures.connections} connections; ratios to the bare Hono route in this run; start: one run each`);
  for (const line of table(allRows)) print(line);
  print(summaryLine(figures, overBudget));
  return overBudget;
}
