import type { StormRosterRow } from '#shared/storm-roster-views.ts';

/** Which vessels the roster shows; '' shows them all. */
export const rosterShows = ['unanswered', 'answered', 'haul', 'stay', 'plan-missing', 'plan-on-file', 'uninsured'] as const;
export type RosterShow = (typeof rosterShows)[number];

export interface RosterFilterValues {
  show: '' | RosterShow;
}

export const showAll: RosterFilterValues = { show: '' };

export const rosterShowLabels: Record<RosterShow, string> = {
  unanswered: 'Not answered',
  answered: 'Answered',
  haul: 'Haul out',
  stay: 'Staying',
  'plan-missing': 'No storm plan',
  'plan-on-file': 'Storm plan on file',
  uninsured: 'Insurance not current',
};

const shown: Record<RosterShow, (row: StormRosterRow) => boolean> = {
  unanswered: (row) => row.answeredAt === null,
  answered: (row) => row.answeredAt !== null,
  haul: (row) => row.intent === 'haul',
  stay: (row) => row.intent === 'stay',
  'plan-missing': (row) => row.plan === null,
  'plan-on-file': (row) => row.plan !== null,
  uninsured: (row) => row.insurance !== 'current',
};

/** The rows the filter keeps, in the order the API gave them (not answered first). */
export const filterRoster = (rows: readonly StormRosterRow[], show: RosterFilterValues['show']): readonly StormRosterRow[] =>
  show === '' ? rows : rows.filter(shown[show]);

const counted = (count: number, one: string, many = one) => `${count} ${count === 1 ? one : many}`;

/** "12 vessels · 5 answered · 7 not answered · 3 staying aboard (manned) · 2 to haul out · 4 without a storm plan" */
export function rosterCountWords(rows: readonly StormRosterRow[]): string {
  const answered = rows.filter(shown.answered).length;
  return [
    counted(rows.length, 'vessel', 'vessels'),
    `${answered} answered`,
    `${rows.length - answered} not answered`,
    `${rows.filter((row) => row.manned === true).length} staying aboard (manned)`,
    `${rows.filter(shown.haul).length} to haul out`,
    `${rows.filter(shown['plan-missing']).length} without a storm plan`,
  ].join(' · ');
}
