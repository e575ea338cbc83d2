import { describe, expect, it } from 'vitest';
import type { LoadFigures } from '#scripts/benchmark/load.ts';
import { type BenchmarkFigures, printReport } from '#scripts/benchmark/report.ts';
import { oneLineReason } from '#scripts/benchmark/steps.ts';

const load = (requestsPerSecond: number, p99Ms: number): LoadFigures => ({
  requestsPerSecond,
  p99Ms,
  duringRequestsPerSecond: undefined,
  unexpected: 0,
  runs: [],
});

function printed(figures: BenchmarkFigures): { lines: string[]; misses: number } {
  const lines: string[] = [];
  const misses = printReport(figures, (line) => lines.push(line));
  return { lines, misses };
}

const settings = { connections: 32, durationSeconds: 3, rounds: 1 };

describe('the benchmark report when a step fails', () => {
  it('names the failed pgbench step with its reason, still prints the API figures, and counts it on the last line', () => {
    const { lines, misses } = printed({
      bare: load(10_000, 10),
      quotesPostgres: { api: load(2_500, 20), pgbench: undefined },
      failedSteps: [{ what: 'pgbench of the quote SQL, round 1/1', reason: 'pgbench processed 0 transactions in 3 s' }],
      ...settings,
    });
    const failedRow = lines.find((line) => line.startsWith('pgbench of the quote SQL, round 1/1'));
    expect(failedRow).toContain('failed: pgbench processed 0 transactions in 3 s');
    expect(failedRow).toMatch(/failed$/);
    expect(lines.some((line) => line.startsWith('POST /api/quotes, PostgreSQL') && line.includes('2,500 req/s, 0.25× bare'))).toBe(true);
    expect(lines.at(-1)).toBe('benchmark: quotes PG 0.25× (p99 20 ms), 0 over budget, 1 failed step');
    expect(misses).toBe(1);
  });

  it('prints the rates without ratios when the bare reference did not start, and judges no ratio budget', () => {
    const { lines, misses } = printed({
      bare: undefined,
      quotesEmbedded: load(900, 30),
      failedSteps: [{ what: 'bare Hono route (reference)', reason: 'did not answer /bare within 30 s' }],
      ...settings,
    });
    expect(lines.find((line) => line.startsWith('POST /api/quotes, embedded '))).toContain('900 req/s, n/a bare');
    expect(lines.at(-1)).toBe('benchmark: quotes embedded n/a (p99 30 ms), 0 over budget, 1 failed step');
    expect(misses).toBe(1);
  });

  it('keeps a clean run’s last line ending in no failed steps', () => {
    const { lines, misses } = printed({ bare: load(10_000, 10), quotesEmbedded: load(900, 30), failedSteps: [], ...settings });
    expect(lines.at(-1)).toBe('benchmark: quotes embedded 0.09× (p99 30 ms), 0 over budget, 0 failed steps');
    expect(misses).toBe(0);
  });
});

describe('a failed step’s reason in one table cell', () => {
  it('keeps the first line and the last line of a long output, where pgbench says why', () => {
    const error = new Error('pgbench failed (exit code 2):\ntransaction type: quote\n\npgbench: error: Run was aborted');
    expect(oneLineReason(error)).toBe('pgbench failed (exit code 2): … pgbench: error: Run was aborted');
  });

  it('cuts a very long reason to 200 characters', () => {
    expect(oneLineReason(new Error('x'.repeat(500)))).toHaveLength(200);
  });
});
