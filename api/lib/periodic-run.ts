/** Background work repeated on a timer in the server process (the mail outbox, expired holds). */
export interface PeriodicRun {
  /** Stops the timer and waits for a run in progress, so the database can close after it. */
  stop(): Promise<void>;
}

/**
 * Runs `work` every `intervalMs`; a run still going when the next is due is not doubled, and a
 * failed run is reported to `onError` and tried again at the next tick.
 */
export function startPeriodicRun(work: () => Promise<void>, intervalMs: number, onError: (error: unknown) => void): PeriodicRun {
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= work()
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
      await running;
    },
  };
}
