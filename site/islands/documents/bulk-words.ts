import { documentAccessLevelLabels } from '#shared/document-options.ts';
import type { DocumentBulkResult } from '#shared/document-views.ts';
import type { DocumentBulkChange } from '#shared/schemas/documents.ts';

const documentsWord = (count: number) => `${count} ${count === 1 ? 'document' : 'documents'}`;

/** The change as a verb phrase: "moved to Insurance", "made Public", "moved to the trash". */
function changeWords(change: DocumentBulkChange, categoryName: string | undefined): string {
  if ('delete' in change) return 'moved to the trash';
  if ('accessLevel' in change) return `made ${documentAccessLevelLabels[change.accessLevel]}`;
  return change.categoryId === null ? 'taken out of their category' : `moved to ${categoryName ?? 'the category'}`;
}

/** The question a bulk change asks first: "Move 3 documents to Insurance?". */
export function bulkQuestion(change: DocumentBulkChange, count: number, categoryName: string | undefined): string {
  if ('delete' in change) return `Delete ${documentsWord(count)}?`;
  if ('accessLevel' in change) return `Make ${documentsWord(count)} ${documentAccessLevelLabels[change.accessLevel]}?`;
  return change.categoryId === null
    ? `Take ${documentsWord(count)} out of their category?`
    : `Move ${documentsWord(count)} to ${categoryName ?? 'the category'}?`;
}

/**
 * What a bulk change did, in words: "3 documents moved to Insurance", and each document left as it
 * was named with its reason ("Not changed: COI (This document is already in the trash.)").
 */
export function bulkOutcome(change: DocumentBulkChange, result: DocumentBulkResult, categoryName: string | undefined) {
  const done = `${documentsWord(result.changed.length)} ${changeWords(change, categoryName)}`;
  const failures = result.failed.map((failure) => `${failure.title ?? 'A document no longer in the library'} (${failure.message})`);
  return { done, failed: failures.length === 0 ? undefined : `Not changed: ${failures.join('; ')}` };
}
