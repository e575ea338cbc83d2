import type { TimelineEntry } from '#shared/admin-client-views.ts';
import type { Touch } from '#shared/schemas/attribution.ts';

/** Where a lead first came from, in a few words: campaign source and medium, else the referrer, else direct. */
export function firstTouchSource(touch: Touch | null | undefined): string {
  if (touch?.utmSource) return touch.utmMedium ? `${touch.utmSource} / ${touch.utmMedium}` : touch.utmSource;
  if (touch?.referrer) {
    try {
      return new URL(touch.referrer).hostname;
    } catch {
      return touch.referrer;
    }
  }
  return 'direct';
}

/** An entry before it is placed: the moment is a Date until the answer is written. */
export interface DatedEntry extends Omit<TimelineEntry, 'at'> {
  at: Date;
}

/** One list, newest first; entries of one moment keep a stable order by id. */
export function mergeTimeline(entries: DatedEntry[]): TimelineEntry[] {
  return [...entries]
    .sort((a, b) => b.at.getTime() - a.at.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((entry) => ({ ...entry, at: entry.at.toISOString() }));
}
