import type { StormNoticeView } from '#shared/schemas/storm-answer.ts';

/** The dock office's line, from content: the way on when the link cannot take an answer. */
export interface DockOffice {
  display: string;
  tel: string;
}

/** "Port Condition Yankee — Hurricane Alma", or the stage alone when the office named no storm. */
export const noticeHeadline = ({ stage, stormName }: Pick<StormNoticeView, 'stage' | 'stormName'>) =>
  stormName ? `${stage.name} — ${stormName}` : stage.name;

export const mannedWords = (manned: boolean | null) =>
  manned === null ? 'Not said' : manned ? 'Yes, someone will be aboard' : 'No one aboard';

/** "Miss Lila", "Miss Lila and Bayou Queen", "Miss Lila, Bayou Queen and Tide Runner". */
export function vesselList(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
