import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '#shared/api-client.ts';
import { documentAccessLevelLabels, type DocumentAccessLevel } from '#shared/document-options.ts';
import type { DocumentView } from '#shared/document-views.ts';
import { secondaryButtonClass } from '#site/islands/form/button-classes.ts';
import { toast } from '#site/lib/toast-store.ts';
import { levelsThatShare } from './access-options.ts';
import { documentKeys, updateDocument } from './documents-api.ts';
import { InlineFailure } from './InlineFailure.tsx';

const whoSees: Record<DocumentAccessLevel, string> = {
  public: 'anyone can open it',
  customer: 'the customer it is linked to and those you share it with can open it',
  internal: 'only staff can open it',
  admin: 'only administrators can open it',
};

/**
 * Share on a document no link may open: says why, and changes its access level on a press, after
 * which the share form follows.
 */
export function ShareLevelNotice({ document, onChanged }: { document: DocumentView; onChanged: (document: DocumentView) => void }) {
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (accessLevel: DocumentAccessLevel) => updateDocument(document.id, { accessLevel }),
    onSuccess: ({ document: changed }) => {
      void queryClient.invalidateQueries({ queryKey: documentKeys.all });
      toast({ title: 'Access Level Changed', description: `${changed.title} is now ${documentAccessLevelLabels[changed.accessLevel]}.` });
      onChanged(changed);
    },
  });
  const level = documentAccessLevelLabels[document.accessLevel];
  return (
    <section aria-labelledby="share-level-heading" className="grid gap-4 rounded-lg bg-sand-100 p-4 ring-1 ring-sand-300">
      <h3 id="share-level-heading" className="font-bold text-navy-900">
        This document is {level.toLowerCase()}: {whoSees[document.accessLevel]}.
      </h3>
      <p className="text-navy-800">
        To share it, change its access level to Customer ({whoSees.customer}) or Public ({whoSees.public}).
      </p>
      {change.isError && <InlineFailure lead="Not changed" message={errorMessage(change.error, 'Check the connection and try again.')} />}
      <div className="flex flex-wrap gap-3">
        {levelsThatShare.map((target) => (
          <button
            key={target}
            type="button"
            disabled={change.isPending}
            onClick={() => change.mutate(target)}
            className={`${secondaryButtonClass} disabled:cursor-wait`}
          >
            {change.isPending && change.variables === target ? 'Changing…' : `Make it ${documentAccessLevelLabels[target]} and share`}
          </button>
        ))}
      </div>
    </section>
  );
}
