import type { DatabaseHandle } from '#api/db/client.ts';
import type { Clock } from '#api/lib/clock.ts';
import { measuredApp } from './measured-app.ts';
import type { MeasuredRequest } from './measured-requests.ts';
import { explain, indexesUsed, sequentialScansOfGrowingTables } from './query-plans.ts';

export interface RequestFigures {
  name: string;
  p50: number;
  p99: number;
  /** Statements one answer takes. */
  statements: number;
  /** Growing tables some statement reads whole, with the planner's own choices. */
  sequentialScans: string[];
  indexes: string[];
}

const warmUpRuns = 10;

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

/**
 * Each request `runs` times on every database, one after another and taking turns between the
 * databases, so a busy moment of the machine weighs on every size alike; each answer is read in
 * full. Then the plans of the request's statements on each. Answers the figures per database.
 */
export async function measureRequests(
  handles: DatabaseHandle[],
  clock: Clock,
  requests: MeasuredRequest[],
  runs: number,
): Promise<RequestFigures[][]> {
  const apps = await Promise.all(handles.map((handle) => measuredApp(handle, clock)));
  const figures: RequestFigures[][] = handles.map(() => []);
  for (const request of requests) {
    const times: number[][] = handles.map(() => []);
    for (let run = 0; run < warmUpRuns + runs; run++) {
      for (const [index, app] of apps.entries()) {
        const start = performance.now();
        await (await app.send(request)).arrayBuffer();
        if (run >= warmUpRuns) times[index]?.push(performance.now() - start);
      }
    }
    for (const [index, app] of apps.entries()) {
      const handle = handles[index] as DatabaseHandle;
      const sorted = (times[index] ?? []).sort((a, b) => a - b);
      const statements = await app.recorder.record(async () => (await app.send(request)).arrayBuffer());
      const plans = await Promise.all(statements.map((statement) => explain(handle, statement, { indexesOnly: false })));
      figures[index]?.push({
        name: request.name,
        p50: percentile(sorted, 0.5),
        p99: percentile(sorted, 0.99),
        statements: statements.length,
        sequentialScans: [...new Set(plans.flatMap(sequentialScansOfGrowingTables))],
        indexes: [...new Set(plans.flatMap(indexesUsed))],
      });
    }
  }
  return figures;
}
