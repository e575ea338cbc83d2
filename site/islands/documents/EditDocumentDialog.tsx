import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '#shared/api-client.ts';
import type { DocumentView } from '#shared/document-views.ts';
import { documentUpdateSchema, type DocumentUpdateInput } from '#shared/schemas/documents.ts';
import { toast } from '#site/lib/toast-store.ts';
import { AdminDialog } from '#site/islands/admin/clients/AdminDialog.tsx';
import { secondaryButtonClass } from '#site/islands/form/button-classes.ts';
import { SubmitButton } from '#site/islands/form/SubmitButton.tsx';
import { useZodForm } from '#site/islands/form/use-zod-form.ts';
import { DocumentDetailFields } from './DocumentDetailFields.tsx';
import { documentKeys, updateDocument } from './documents-api.ts';
import { InlineFailure } from './InlineFailure.tsx';

/** The form as the document is now: every field sent, a blank one clearing it. */
function currentValues(document: DocumentView) {
  return {
    title: document.title,
    description: document.description ?? '',
    categoryId: document.category?.id ?? '',
    accessLevel: document.accessLevel,
    tags: document.tags.join(', '),
    customerId: document.staff?.customer?.id ?? '',
    expiresAt: document.expiresAt ?? '',
  };
}

/** Edit (staff): a document's details in the form it was uploaded with; the library shows the change on success. */
export function EditDocumentDialog({ document, onClose }: { document: DocumentView; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string>();
  const { register, onSubmit, errorOf, getValues } = useZodForm(documentUpdateSchema, { defaultValues: currentValues(document) });
  const save = useMutation({
    mutationFn: (values: DocumentUpdateInput) => updateDocument(document.id, values),
    onSuccess: ({ document: saved }) => {
      void queryClient.invalidateQueries({ queryKey: documentKeys.all });
      toast({ title: 'Document Updated', description: `${saved.title} is saved.` });
      onClose();
    },
  });
  const customer = document.staff?.customer;

  // The values as typed go to the server, which reads them with the same schema the form just checked
  // (tags travel as the comma-separated text).
  const submit = onSubmit(
    async () => {
      setFailure(undefined);
      await save.mutateAsync(getValues());
    },
    (error) => {
      const message = errorMessage(error, 'The server could not be reached. Check the connection and try again.');
      setFailure(message);
      toast({ variant: 'destructive', title: 'Update Failed', description: message });
    },
  );

  return (
    <AdminDialog title={`Edit ${document.title}`} description="Change what this document is and who can see it." onClose={onClose}>
      <form method="post" onSubmit={submit} noValidate className="grid gap-5">
        <DocumentDetailFields
          register={register}
          errorOf={errorOf}
          chosenCustomer={customer && { value: customer.id, label: `${customer.name} (${customer.email})` }}
        />
        {failure && <InlineFailure lead="Not saved" message={failure} />}
        <div className="flex flex-wrap gap-3">
          <SubmitButton pending={save.isPending} label="Save Changes" pendingLabel="Saving…" />
          <button type="button" onClick={onClose} className={secondaryButtonClass}>
            Cancel
          </button>
        </div>
      </form>
    </AdminDialog>
  );
}
