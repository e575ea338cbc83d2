/**
 * Wraps a load so that calls within `ttlMs` of one another share one result (and one in-flight
 * promise, so a burst of requests makes one query). A failed load is forgotten at once.
 */
export function sharedRecentResult<T>(load: () => Promise<T>, ttlMs: number, now: () => number = performance.now.bind(performance)) {
  let current: { loadedAt: number; result: Promise<T> } | undefined;
  return (): Promise<T> => {
    const time = now();
    if (!current || time - current.loadedAt >= ttlMs) {
      const result = load();
      const entry = { loadedAt: time, result };
      current = entry;
      result.catch(() => {
        if (current === entry) current = undefined;
      });
    }
    return current.result;
  };
}
