export interface SharingOptions<T> {
  /** How long one load serves every later call with the same key. */
  ttlMs: number;
  /** Keys kept at most; the oldest is forgotten first. */
  maxKeys: number;
  /** A value that changes when every result kept so far is out of date. */
  generation: () => number;
  /** When a result stops being true by itself (a hold running out), on the app's clock. */
  expiresAt?: (value: T) => number | undefined;
  /** The app's clock, for `expiresAt`. */
  clock?: () => number;
  /** Monotonic time, for `ttlMs`. */
  now?: () => number;
}

interface Entry<T> {
  loadedAt: number;
  generation: number;
  result: Promise<T>;
  expiresAt?: number | undefined;
}

/**
 * Wraps a load so that calls with the same key within `ttlMs` of one another, with no change of
 * generation between them and before the result's own expiry, share one result (and one in-flight
 * promise, so a burst of requests makes one query). A failed load is forgotten at once.
 */
export function sharedRecentResults<T>(options: SharingOptions<T>): (key: string, load: () => Promise<T>) => Promise<T> {
  const { ttlMs, maxKeys, generation, expiresAt } = options;
  const now = options.now ?? performance.now.bind(performance);
  const clock = options.clock ?? Date.now;
  const entries = new Map<string, Entry<T>>();
  const usable = (entry: Entry<T>, time: number, current: number) =>
    time - entry.loadedAt < ttlMs && entry.generation === current && (entry.expiresAt === undefined || clock() < entry.expiresAt);
  return (key, load) => {
    const time = now();
    const current = generation();
    const kept = entries.get(key);
    if (kept && usable(kept, time, current)) return kept.result;
    // The generation is read before the load starts: a change committed while it runs leaves the
    // result tagged as older, so the next call loads again.
    const entry: Entry<T> = { loadedAt: time, generation: current, result: load() };
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > maxKeys) entries.delete(entries.keys().next().value as string);
    entry.result.then(
      (value) => {
        entry.expiresAt = expiresAt?.(value);
      },
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    return entry.result;
  };
}
