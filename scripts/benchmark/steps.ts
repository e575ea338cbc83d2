/** A step of the run that failed (a server that did not start, pgbench that processed nothing): a row of the table. */
export interface FailedStep {
  what: string;
  reason: string;
}

const longestReason = 200;

/** The reason as one table cell: the error's first line and, for a long output, its last line (where pgbench and servers say why). */
export function oneLineReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const lines = message
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const first = lines[0] ?? 'failed without a message';
  const last = lines.length > 1 ? lines[lines.length - 1] : undefined;
  const reason = last ? `${first} … ${last}` : first;
  return reason.length > longestReason ? `${reason.slice(0, longestReason - 1)}…` : reason;
}

/**
 * Runs the benchmark's steps so that one failing step is recorded with its reason instead of ending the
 * run: a busy shared machine can fail one measurement, and the others are still worth having.
 */
export class Steps {
  readonly failed: FailedStep[] = [];
  readonly #progress: (message: string) => void;

  constructor(progress: (message: string) => void) {
    this.#progress = progress;
  }

  async attempt<T>(what: string, step: () => Promise<T>): Promise<T | undefined> {
    try {
      return await step();
    } catch (error) {
      this.fail(what, error);
      return undefined;
    }
  }

  fail(what: string, error: unknown): void {
    this.#progress(`${what} failed: ${error instanceof Error ? error.message : String(error)}`);
    this.failed.push({ what, reason: oneLineReason(error) });
  }
}
