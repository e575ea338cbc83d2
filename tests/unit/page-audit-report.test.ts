import { describe, expect, test } from 'vitest';
import type { LighthouseOutcome } from '#scripts/audit/lighthouse.ts';
import { pageMisses, printReport, type PageResult } from '#scripts/audit/report.ts';

function outcome(performance: number, totalBlockingTimeMs: number): LighthouseOutcome {
  return {
    scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
    totalBlockingTimeMs,
    mainThread: ['main thread: Style & Layout 1,500 ms, Script Evaluation 900 ms', 'by file: /berths 1,532 ms (script 45 ms)'],
    findings: performance < 100 ? { performance: [`TBT ${totalBlockingTimeMs} ms (score 40, weight 30)`] } : {},
    scriptUrls: [],
    localHttp: [],
    warnings: [],
    error: undefined,
    runs: undefined,
  };
}

function result(path: string, kind: PageResult['kind'], lighthouse: LighthouseOutcome): PageResult {
  const page = { path, url: `http://127.0.0.1:4321${path}`, file: undefined };
  return { page, kind, status: 200, javascript: undefined, lighthouse, vnu: [] };
}

describe('page audit misses', () => {
  test('a public page under 98 is a miss, printed with where its main thread went', () => {
    const misses = pageMisses(result('/berths', 'form', outcome(79, 890)));
    expect(misses).toContain('performance 79 < 98');
    expect(misses).toContain('total blocking time 890 ms ≥ 200 ms');
    expect(misses).toContain('    main thread: Style & Layout 1,500 ms, Script Evaluation 900 ms');
    expect(misses).toContain('    by file: /berths 1,532 ms (script 45 ms)');
  });

  test('a public page at 98 with 200 ms of blocking time still misses, on blocking time alone', () => {
    const misses = pageMisses(result('/contact', 'form', outcome(98, 200)));
    expect(misses).not.toContainEqual(expect.stringMatching(/^performance/));
    expect(misses[0]).toBe('total blocking time 200 ms ≥ 200 ms');
    expect(misses).toContain('    by file: /berths 1,532 ms (script 45 ms)');
  });

  test('a public page within both budgets has no miss and no cause lines', () => {
    expect(pageMisses(result('/about', 'marketing', outcome(100, 199)))).toEqual([]);
  });

  test('an app page is held to its score, not to the public pages’ blocking time', () => {
    expect(pageMisses(result('/admin', 'app', outcome(96, 400)))).toEqual([]);
  });
});

describe('page audit report', () => {
  test('the table shows blocking time, the last line its maximum, and a miss counts', () => {
    const lines: string[] = [];
    const over = printReport(
      {
        results: [result('/about', 'marketing', outcome(100, 0)), result('/berths', 'form', outcome(79, 890))],
        otherFiles: [],
        vnuFailure: undefined,
        vnuIgnored: new Map(),
        notes: [],
        mode: 'site',
      },
      (line) => lines.push(line),
    );
    expect(over).toBe(1);
    expect(lines[0]).toMatch(/perf\s+TBT ms\s+a11y/);
    expect(lines.find((line) => line.startsWith('/berths'))).toMatch(/79 ✗\s+890 ✗/);
    expect(lines.at(-1)).toMatch(/^audit:pages: 2 pages, 1 over budget .*perf min 79, TBT max 890 ms/);
  });
});
