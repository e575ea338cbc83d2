/** Background work repeated on a timer in the server process (the mail outbox, expired holds). */
export interface PeriodicRun {
  /**
   * Stops the timer, tells a run in progress to stop after its current unit of work, and waits for
   * it, so the database can close after it.
   */
  stop(): Promise<void>;
}

/**
 * Runs `work` every `intervalMs`; a run still going when the next is due is not doubled, and a
 * failed run is reported to `onError` and tried again at the next tick. `work` is given a signal
 * that is aborted when the run is stopped: it checks it between units of work (a mail, a batch of
 * holds) and returns early, so a shutdown does not wait for a whole backlog.
 */
export function startPeriodicRun(
  work: (stopping: AbortSignal) => Promise<void>,
  intervalMs: number,
  onError: (error: unknown) => void,
): PeriodicRun {
  const stopping = new AbortController();
  let running: Promise<void> | undefined;
  const tick = () => {
    if (stopping.signal.aborted) return;
    running ??= work(stopping.signal)
      .catch(onError)
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      stopping.abort();
      await running;
    },
  };
}
