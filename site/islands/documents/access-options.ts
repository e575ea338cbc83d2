import { documentAccessLevelLabels, documentAccessLevels, type DocumentAccessLevel } from '#shared/document-options.ts';

/** The access levels as a select offers them, in the spec's order. */
export const accessOptions = documentAccessLevels.map((level) => ({ value: level, label: documentAccessLevelLabels[level] }));

/** Levels a share link may open (decision 045); internal and admin documents are for staff only. */
const shareableLevels: readonly DocumentAccessLevel[] = ['customer', 'public'];

export const isShareable = (level: DocumentAccessLevel) => shareableLevels.includes(level);

/** The levels an internal or admin document can move to so it can be shared. */
export const levelsThatShare = shareableLevels;
