export interface SharingOptions {
  /** How long one load serves every later call with the same key. */
  ttlMs: number;
  /** Keys kept at most; the oldest is forgotten first. */
  maxKeys: number;
  /** A value that changes when every result kept so far is out of date. */
  generation: () => number;
  now?: () => number;
}

interface Entry<T> {
  loadedAt: number;
  generation: number;
  result: Promise<T>;
}

/**
 * Wraps a load so that calls with the same key within `ttlMs` of one another, and with no change
 * of generation between them, share one result (and one in-flight promise, so a burst of requests
 * makes one query). A failed load is forgotten at once.
 */
export function sharedRecentResults<T>(options: SharingOptions): (key: string, load: () => Promise<T>) => Promise<T> {
  const { ttlMs, maxKeys, generation } = options;
  const now = options.now ?? performance.now.bind(performance);
  const entries = new Map<string, Entry<T>>();
  return (key, load) => {
    const time = now();
    const current = generation();
    const kept = entries.get(key);
    if (kept && time - kept.loadedAt < ttlMs && kept.generation === current) return kept.result;
    // The generation is read before the load starts: a change committed while it runs leaves the
    // result tagged as older, so the next call loads again.
    const entry: Entry<T> = { loadedAt: time, generation: current, result: load() };
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > maxKeys) entries.delete(entries.keys().next().value as string);
    entry.result.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return entry.result;
  };
}
