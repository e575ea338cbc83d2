import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '#shared/api-client.ts';
import { trashRetentionDays, type DocumentAccessLevel } from '#shared/document-options.ts';
import type { DocumentBulkChange } from '#shared/schemas/documents.ts';
import { toast } from '#site/lib/toast-store.ts';
import { ConfirmDialogContent } from '#site/islands/ui/ConfirmDialogContent.tsx';
import { accessOptions } from './access-options.ts';
import { bulkOutcome, bulkQuestion } from './bulk-words.ts';
import { cardButtonClass } from './DocumentActions.tsx';
import { bulkChangeDocuments, documentKeys } from './documents-api.ts';
import { useCategoryOptions } from './use-categories.ts';
import type { DocumentSelection } from './use-document-selection.ts';

const selectClass = 'min-h-11 rounded-md border-2 border-navy-900/15 bg-white px-2 text-sm font-semibold text-navy-900';

/** What happens, said before it does: the titles, and for a delete where the documents go. */
function consequence(change: DocumentBulkChange, titles: string[]) {
  const named = titles.join(', ');
  if ('delete' in change)
    return `${named}. They move to the trash and stop opening for anyone, share links included; each can be restored for ${trashRetentionDays} days.`;
  if ('accessLevel' in change && (change.accessLevel === 'internal' || change.accessLevel === 'admin'))
    return `${named}. Their share links stop working.`;
  return `${named}.`;
}

/**
 * Staff's bulk bar over the chosen documents: "3 selected", then Move to a category, Change the
 * access level, or Delete. Each asks first, naming the documents, and says afterwards what was done
 * and which documents were left as they were.
 */
export function BulkActionsBar({ selection }: { selection: DocumentSelection }) {
  const queryClient = useQueryClient();
  const categories = useCategoryOptions();
  const [categoryId, setCategoryId] = useState('');
  const [accessLevel, setAccessLevel] = useState<DocumentAccessLevel | ''>('');
  const [asking, setAsking] = useState<DocumentBulkChange | null>(null);
  const count = selection.chosen.length;
  const categoryName = (change: DocumentBulkChange) =>
    'categoryId' in change ? categories.find((category) => category.value === change.categoryId)?.label : undefined;

  const apply = useMutation({
    mutationFn: (change: DocumentBulkChange) =>
      bulkChangeDocuments(
        selection.chosen.map((document) => document.id),
        change,
      ),
    onSuccess: (result, change) => {
      void queryClient.invalidateQueries({ queryKey: documentKeys.all });
      const { done, failed } = bulkOutcome(change, result, categoryName(change));
      toast({ title: 'Documents Updated', description: done });
      if (failed) toast({ variant: 'destructive', title: 'Some Documents Not Changed', description: failed });
      selection.clear();
      setAsking(null);
    },
    onError: (error) =>
      toast({ variant: 'destructive', title: 'Nothing Changed', description: errorMessage(error, 'Check the connection and try again.') }),
  });

  if (count === 0) return null;
  return (
    <section aria-label="Bulk actions" className="flex flex-wrap items-center gap-3 rounded-lg bg-sea-100 p-3 ring-1 ring-sea-700/30">
      <p aria-live="polite" className="font-semibold text-navy-900">
        {count} selected
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <label className="sr-only" htmlFor="bulk-category">
          Category to move to
        </label>
        <select id="bulk-category" value={categoryId} onChange={(event) => setCategoryId(event.target.value)} className={selectClass}>
          <option value="">Choose a category</option>
          {categories.map((category) => (
            <option key={category.value} value={category.value}>
              {category.label}
            </option>
          ))}
        </select>
        <button type="button" disabled={categoryId === ''} onClick={() => setAsking({ categoryId })} className={cardButtonClass}>
          Move
        </button>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <label className="sr-only" htmlFor="bulk-access">
          Access level to set
        </label>
        <select
          id="bulk-access"
          value={accessLevel}
          onChange={(event) => setAccessLevel(event.target.value as DocumentAccessLevel | '')}
          className={selectClass}
        >
          <option value="">Choose an access level</option>
          {accessOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <button
          type="button"
          disabled={accessLevel === ''}
          onClick={() => accessLevel !== '' && setAsking({ accessLevel })}
          className={cardButtonClass}
        >
          Change access
        </button>
      </div>
      <button type="button" onClick={() => setAsking({ delete: true })} className={cardButtonClass}>
        Delete
      </button>
      <button type="button" onClick={selection.clear} className={cardButtonClass}>
        Clear selection
      </button>
      {asking && (
        <AlertDialog.Root open onOpenChange={(open) => !open && setAsking(null)}>
          <ConfirmDialogContent
            title={bulkQuestion(asking, count, categoryName(asking))}
            description={consequence(
              asking,
              selection.chosen.map((document) => document.title),
            )}
            confirmLabel={'delete' in asking ? `Delete ${count}` : 'accessLevel' in asking ? 'Change access' : 'Move'}
            pendingLabel="Working…"
            pending={apply.isPending}
            onConfirm={() => apply.mutate(asking)}
          />
        </AlertDialog.Root>
      )}
    </section>
  );
}
