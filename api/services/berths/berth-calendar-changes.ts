let generation = 0;

/**
 * Called once a transaction that changed a berth's calendar (a stay made, resumed, cancelled or
 * declined, a block added or removed) has committed, so availability shared between requests in
 * this process is read again at once. Other processes sharing the database see it within the
 * sharing's time to live (decision 066).
 */
export function berthCalendarChanged(): void {
  generation += 1;
}

/** Changes since the process started; a result loaded under an older value is out of date. */
export function berthCalendarGeneration(): number {
  return generation;
}
