import type { StormIntent } from './schemas/storm-answer.ts';

/**
 * How ready a stay's vessel is for the storm stage now, as the berth chart colours it:
 * ready (leaving, hauled out, or staying with someone aboard), waiting (told, not answered),
 * to-haul (on the haul-out list, not hauled yet), not-told (in port this week but booked after the
 * message went out).
 */
export const readinessLevels = ['ready', 'to-haul', 'waiting', 'not-told'] as const;
export type Readiness = (typeof readinessLevels)[number];

export interface ReadinessFacts {
  /** The stage's message asked about this stay. */
  told: boolean;
  /** The tenant's answer for it, once given. */
  answer: { intent: StormIntent; manned: boolean | null } | null;
  /** Its place on the haul-out list: waiting, hauled, or none. */
  haulOut: 'waiting' | 'hauled' | null;
}

/** The readiness of one stay from the stage's answers and the haul-out list. */
export function readinessOf({ told, answer, haulOut }: ReadinessFacts): Readiness {
  if (haulOut === 'hauled') return 'ready';
  if (haulOut === 'waiting') return 'to-haul';
  if (answer) {
    if (answer.intent === 'leave') return 'ready';
    if (answer.intent === 'stay') return answer.manned ? 'ready' : 'waiting';
    return 'to-haul';
  }
  return told ? 'waiting' : 'not-told';
}

/** The words beside each colour, in the legend and in each bar's name, so colour is never the only sign. */
export const readinessWords: Record<Readiness, string> = {
  ready: 'Ready',
  'to-haul': 'To haul out',
  waiting: 'Waiting for an answer',
  'not-told': 'Not told',
};
