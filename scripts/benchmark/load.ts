import autocannon from 'autocannon';
import type { Options, Result } from 'autocannon';

export interface LoadTarget {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  body?: string;
  /** Each request's body gets a fresh random id wherever it says `[<id>]`. */
  uniqueBodies?: boolean;
  /** Every response must have this status; anything else would make the figure meaningless. */
  expectedStatus: number;
  /** Overrides the run's connection count for this target. */
  connections?: number;
  /** Load kept running on another target while this one is measured (e.g. writes during reads). */
  during?: LoadTarget;
}

export interface LoadSettings {
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
}

interface LoadRun {
  requestsPerSecond: number;
  p99Ms: number;
  /** The `during` target's rate while this one was measured. */
  duringRequestsPerSecond?: number;
  /** Responses with another status than expected, plus connection errors and timeouts. */
  unexpected: number;
}

export interface LoadFigures {
  requestsPerSecond: number;
  p99Ms: number;
  duringRequestsPerSecond: number | undefined;
  unexpected: number;
  runs: LoadRun[];
}

function cannonOptions(target: LoadTarget, connections: number, durationSeconds: number): Options {
  return {
    url: target.url,
    method: target.method,
    headers: target.headers,
    body: target.body,
    idReplacement: target.uniqueBodies ?? false,
    connections,
    duration: durationSeconds,
  };
}

/** Counts responses whose status is not the expected one, from autocannon's per-status tally. */
function unexpectedResponses(result: Result, expectedStatus: number): number {
  const stats = result.statusCodeStats;
  const expected = stats ? (stats[`${expectedStatus}`]?.count ?? 0) : expectedStatus < 300 ? result.requests.total - result.non2xx : 0;
  const answered = stats ? Object.values(stats).reduce((sum, entry) => sum + (entry.count ?? 0), 0) : result.requests.total;
  return answered - expected + result.errors + result.timeouts;
}

/** One warm-up (discarded: JIT, connection pools, caches) followed by one measured run. */
async function measureAlone(target: LoadTarget, settings: LoadSettings): Promise<LoadRun> {
  const connections = target.connections ?? settings.connections;
  await autocannon(cannonOptions(target, connections, settings.warmupSeconds));
  const result = await autocannon(cannonOptions(target, connections, settings.durationSeconds));
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    unexpected: unexpectedResponses(result, target.expectedStatus),
  };
}

/** Like `measureAlone`, with the `during` target loaded from before the warm-up to after the measured run. */
async function measureOnce(target: LoadTarget, settings: LoadSettings): Promise<LoadRun> {
  const { during } = target;
  if (!during) return measureAlone(target, settings);
  // Longer than warm-up and run together, then stopped as soon as the measured run ends.
  const background = autocannon(
    cannonOptions(during, during.connections ?? settings.connections, settings.warmupSeconds + settings.durationSeconds + 5),
    () => {},
  );
  const backgroundStarted = performance.now();
  let backgroundRequests = 0;
  background.on('response', () => backgroundRequests++);
  const run = await measureAlone(target, settings);
  const seconds = (performance.now() - backgroundStarted) / 1000;
  background.stop();
  return { ...run, duringRequestsPerSecond: backgroundRequests / seconds };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function summarizeRuns(runs: LoadRun[]): LoadFigures {
  return {
    requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
    p99Ms: median(runs.map((run) => run.p99Ms)),
    duringRequestsPerSecond: runs.some((run) => run.duringRequestsPerSecond !== undefined)
      ? median(runs.map((run) => run.duringRequestsPerSecond ?? 0))
      : undefined,
    unexpected: runs.reduce((sum, run) => sum + run.unexpected, 0),
    runs,
  };
}

/**
 * Runs every target `rounds` times, interleaved (round 1 of all targets, then round 2, ...), so a
 * burst of load from other work on the shared machine spreads over all targets instead of one.
 */
export async function measureInterleaved(
  targets: readonly LoadTarget[],
  settings: LoadSettings,
  rounds: number,
  onProgress: (message: string) => void,
  /** Other work measured in the same rounds (e.g. pgbench), run at the end of each round. */
  eachRound: (round: number) => Promise<void>,
  /** A target whose run throws is told here and left out of the later rounds and of the figures. */
  onTargetFailed: (target: LoadTarget, error: unknown) => void,
): Promise<Map<string, LoadFigures>> {
  const runs = new Map<string, LoadRun[]>(targets.map((target) => [target.name, []]));
  const failed = new Set<string>();
  for (let round = 1; round <= rounds; round++) {
    for (const target of targets) {
      if (failed.has(target.name)) continue;
      onProgress(`round ${round}/${rounds}: ${target.name}`);
      try {
        runs.get(target.name)?.push(await measureOnce(target, settings));
      } catch (error) {
        failed.add(target.name);
        onTargetFailed(target, error);
      }
    }
    await eachRound(round);
  }
  return new Map([...runs].filter(([name]) => !failed.has(name)).map(([name, targetRuns]) => [name, summarizeRuns(targetRuns)]));
}
