import type { LoadFigures } from './load.ts';
import type { PgbenchRun } from './postgres.ts';
import type { FailedStep } from './steps.ts';

/** The budgets of ../shared/QUALITY.md (next to the repository), "Performance budgets". */
const budgets = {
  pageRatio: 0.6,
  pageNotModifiedRatio: 0.8,
  berthsRatio: 0.5,
  quotesPostgresRatio: 0.2,
  quotesPostgresP99Ms: 25,
  quotesEmbeddedRatio: 0.05,
  quotesEmbeddedP99Ms: 60,
  quotesOfPgbench: 0.7,
  readP99UnderWrites: 2,
  startExistingMs: 1500,
  startFirstMs: 5000,
} as const;

export interface ReadUnderWrites {
  idle: LoadFigures;
  underWrites: LoadFigures;
}

/** Every group is optional: `--only` measures a subset, and a failed step leaves its figures out. */
export interface BenchmarkFigures {
  /** The reference of every ratio; without it the rates are printed alone. */
  bare: LoadFigures | undefined;
  start?: { firstMs: number; existingMs: number };
  page?: { page: LoadFigures; notModified: LoadFigures; serving: string };
  berths?: { withoutDates: LoadFigures; withDates: LoadFigures };
  quotesEmbedded?: LoadFigures;
  quotesPostgres?: { api: LoadFigures | undefined; pgbench: PgbenchRun | undefined };
  readsDuringWrites?: { page: ReadUnderWrites; invoices: ReadUnderWrites; clients: ReadUnderWrites };
  peakRssBytes?: number | undefined;
  failedSteps: readonly FailedStep[];
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
  failed?: true;
}

const ratio = (figures: LoadFigures, bare: LoadFigures | undefined): number =>
  bare ? figures.requestsPerSecond / bare.requestsPerSecond : Number.NaN;
const formatRatio = (value: number): string => (Number.isNaN(value) ? 'n/a' : `${value.toFixed(2)}×`);
const formatRate = (requestsPerSecond: number): string => `${Math.round(requestsPerSecond).toLocaleString('en-US')} req/s`;
const formatSeconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
const formatMegabytes = (bytes: number | undefined): string => (bytes === undefined ? 'n/a' : `${Math.round(bytes / 1024 / 1024)} MB`);
const unexpectedNote = (figures: LoadFigures): string => (figures.unexpected ? `, ${figures.unexpected} unexpected answers` : '');

/** A load figure only counts when every response had the expected status; without the bare route it has no ratio to judge. */
function ratioRow(what: string, figures: LoadFigures, bare: LoadFigures | undefined, minimumRatio: number): Row {
  const value = ratio(figures, bare);
  return {
    what,
    figure: `${formatRate(figures.requestsPerSecond)}, ${formatRatio(value)} bare, p99 ${figures.p99Ms} ms${unexpectedNote(figures)}`,
    budget: `≥ ${minimumRatio}× bare`,
    withinBudget: figures.unexpected > 0 ? false : bare ? value >= minimumRatio : undefined,
  };
}

function p99Row(what: string, figures: LoadFigures, maximumMs: number): Row {
  return { what, figure: `${figures.p99Ms} ms`, budget: `≤ ${maximumMs} ms`, withinBudget: figures.p99Ms <= maximumMs };
}

function readRow(what: string, reads: ReadUnderWrites, maximumFactor: number | undefined): Row {
  const factor = reads.underWrites.p99Ms / Math.max(reads.idle.p99Ms, 1);
  const writes = reads.underWrites.duringRequestsPerSecond ?? 0;
  const clean = reads.idle.unexpected === 0 && reads.underWrites.unexpected === 0;
  return {
    what,
    figure:
      `p99 ${reads.underWrites.p99Ms} ms vs ${reads.idle.p99Ms} ms idle (${formatRatio(factor)}), ` +
      `${formatRate(reads.underWrites.requestsPerSecond)} vs ${formatRate(reads.idle.requestsPerSecond)}, quotes ${formatRate(writes)}` +
      unexpectedNote(reads.idle) +
      unexpectedNote(reads.underWrites),
    budget: maximumFactor === undefined ? 'reported' : `≤ ${maximumFactor}× idle p99`,
    withinBudget: maximumFactor === undefined ? (clean ? undefined : false) : clean && factor <= maximumFactor,
  };
}

function rows(figures: BenchmarkFigures): Row[] {
  const { bare } = figures;
  const all: Row[] = bare
    ? [
        {
          what: 'bare Hono GET /bare (reference)',
          figure: `${formatRate(bare.requestsPerSecond)}, p99 ${bare.p99Ms} ms${unexpectedNote(bare)}`,
          budget: 'reference',
          withinBudget: bare.unexpected ? false : undefined,
        },
      ]
    : [];
  if (figures.start) {
    const { firstMs, existingMs } = figures.start;
    all.push(
      {
        what: 'start to first answer, database existing',
        figure: `${Math.round(existingMs)} ms`,
        budget: `≤ ${budgets.startExistingMs} ms`,
        withinBudget: existingMs <= budgets.startExistingMs,
      },
      {
        what: 'start to first answer, first start',
        figure: `${Math.round(firstMs)} ms`,
        budget: `≤ ${budgets.startFirstMs} ms`,
        withinBudget: firstMs <= budgets.startFirstMs,
      },
    );
  }
  if (figures.page) {
    all.push(
      ratioRow(`GET / (${figures.page.serving})`, figures.page.page, bare, budgets.pageRatio),
      ratioRow('GET / If-None-Match (304)', figures.page.notModified, bare, budgets.pageNotModifiedRatio),
    );
  }
  if (figures.berths) {
    all.push(
      ratioRow('GET /api/berths', figures.berths.withoutDates, bare, budgets.berthsRatio),
      ratioRow('GET /api/berths?arrival&departure', figures.berths.withDates, bare, budgets.berthsRatio),
    );
  }
  if (figures.quotesPostgres) {
    const { api, pgbench } = figures.quotesPostgres;
    if (api) {
      all.push(
        ratioRow('POST /api/quotes, PostgreSQL', api, bare, budgets.quotesPostgresRatio),
        p99Row('POST /api/quotes p99, PostgreSQL', api, budgets.quotesPostgresP99Ms),
      );
    }
    if (pgbench) {
      const transactions = Math.round(pgbench.transactionsPerSecond).toLocaleString('en-US');
      const tps = `${transactions} tps (latency ${pgbench.latencyAverageMs.toFixed(1)} ms)`;
      const ofPgbench = api ? api.requestsPerSecond / pgbench.transactionsPerSecond : undefined;
      all.push(
        ofPgbench === undefined
          ? { what: 'pgbench of the quote SQL', figure: tps, budget: 'reported', withinBudget: undefined }
          : {
              what: 'POST /api/quotes ÷ pgbench of its SQL',
              figure: `${formatRatio(ofPgbench)} of ${tps}`,
              budget: `≥ ${budgets.quotesOfPgbench}×`,
              withinBudget: ofPgbench >= budgets.quotesOfPgbench,
            },
      );
    }
  }
  if (figures.quotesEmbedded) {
    all.push(
      ratioRow('POST /api/quotes, embedded', figures.quotesEmbedded, bare, budgets.quotesEmbeddedRatio),
      p99Row('POST /api/quotes p99, embedded', figures.quotesEmbedded, budgets.quotesEmbeddedP99Ms),
    );
  }
  if (figures.readsDuringWrites) {
    const { page, invoices, clients } = figures.readsDuringWrites;
    all.push(
      readRow('GET /about during quote writes', page, budgets.readP99UnderWrites),
      readRow('GET /api/customer/invoices during writes', invoices, undefined),
      readRow('GET /api/admin/clients during writes', clients, undefined),
    );
  }
  if ('peakRssBytes' in figures) {
    all.push({
      what: 'server peak RSS (VmHWM), embedded database',
      figure: formatMegabytes(figures.peakRssBytes),
      budget: 'reported',
      withinBudget: undefined,
    });
  }
  for (const step of figures.failedSteps) {
    all.push({ what: step.what, figure: `failed: ${step.reason}`, budget: '—', withinBudget: undefined, failed: true });
  }
  return all;
}

const mark = (row: Row): string => (row.failed ? 'failed' : row.withinBudget === undefined ? '·' : row.withinBudget ? '✓' : '✗');

function table(allRows: Row[]): string[] {
  const header: Row = { what: 'what', figure: 'figure', budget: 'budget', withinBudget: undefined };
  const whatWidth = Math.max(...[header, ...allRows].map((row) => row.what.length));
  const figureWidth = Math.max(...[header, ...allRows].map((row) => row.figure.length));
  const budgetWidth = Math.max(...[header, ...allRows].map((row) => row.budget.length));
  const line = (row: Row, status: string) =>
    `${row.what.padEnd(whatWidth)}  ${row.figure.padEnd(figureWidth)}  ${row.budget.padEnd(budgetWidth)}  ${status}`;
  return [
    line(header, ''),
    line({ what: '-'.repeat(whatWidth), figure: '-'.repeat(figureWidth), budget: '-'.repeat(budgetWidth), withinBudget: undefined }, '-'),
    ...allRows.map((row) => line(row, mark(row))),
  ];
}

function summaryLine(figures: BenchmarkFigures, overBudget: number): string {
  const failed = figures.failedSteps.length;
  const { bare } = figures;
  const parts: string[] = [];
  if (figures.page)
    parts.push(`page ${formatRatio(ratio(figures.page.page, bare))} (304 ${formatRatio(ratio(figures.page.notModified, bare))})`);
  if (figures.berths)
    parts.push(
      `berths ${formatRatio(ratio(figures.berths.withoutDates, bare))} (dates ${formatRatio(ratio(figures.berths.withDates, bare))})`,
    );
  const { api, pgbench } = figures.quotesPostgres ?? {};
  if (api) {
    const ofPgbench = pgbench ? `, ${formatRatio(api.requestsPerSecond / pgbench.transactionsPerSecond)} pgbench` : '';
    parts.push(`quotes PG ${formatRatio(ratio(api, bare))} (p99 ${Math.round(api.p99Ms)} ms${ofPgbench})`);
  } else if (pgbench) parts.push(`pgbench ${Math.round(pgbench.transactionsPerSecond).toLocaleString('en-US')} tps`);
  if (figures.quotesEmbedded)
    parts.push(`quotes embedded ${formatRatio(ratio(figures.quotesEmbedded, bare))} (p99 ${Math.round(figures.quotesEmbedded.p99Ms)} ms)`);
  if (figures.readsDuringWrites) {
    const { page } = figures.readsDuringWrites;
    parts.push(`page p99 during writes ${formatRatio(page.underWrites.p99Ms / Math.max(page.idle.p99Ms, 1))} idle`);
  }
  if (figures.start) parts.push(`start ${formatSeconds(figures.start.existingMs)} (first ${formatSeconds(figures.start.firstMs)})`);
  if ('peakRssBytes' in figures) parts.push(`peak RSS ${formatMegabytes(figures.peakRssBytes)}`);
  return `benchmark: ${[...parts, `${overBudget} over budget`, `${failed} failed step${failed === 1 ? '' : 's'}`].join(', ')}`;
}

/** Prints the table, then one summary line as the very last line; returns how many budgets were missed plus how many steps failed. */
export function printReport(figures: BenchmarkFigures, print: (line: string) => void): number {
  const allRows = rows(figures);
  const overBudget = allRows.filter((row) => row.withinBudget === false).length;
  print(
    `load: median of ${figures.rounds} interleaved runs per target of ${figures.durationSeconds} s at ${figures.connections} connections ` +
      `(reads during writes: 8 reading and 8 writing); ratios to the bare Hono route in this run; start: one run each`,
  );
  for (const line of table(allRows)) print(line);
  print(summaryLine(figures, overBudget));
  return overBudget + figures.failedSteps.length;
}
