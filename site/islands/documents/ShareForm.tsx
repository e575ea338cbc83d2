import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { errorMessage } from '#shared/api-client.ts';
import { defaultShareAccess, defaultShareExpiryDays, shareExpiryDays } from '#shared/document-options.ts';
import type { CreatedShare } from '#shared/document-views.ts';
import { toast } from '#site/lib/toast-store.ts';
import { Select, TextInput } from '#site/islands/form/controls.tsx';
import { SubmitButton } from '#site/islands/form/SubmitButton.tsx';
import { useZodForm } from '#site/islands/form/use-zod-form.ts';
import { CustomerPicker } from './CustomerPicker.tsx';
import { createShare, documentKeys } from './documents-api.ts';
import { InlineFailure } from './InlineFailure.tsx';
import { shareFormSchema } from './share-form-schema.ts';

export const expiryOptions = shareExpiryDays.map((days) => ({ value: String(days), label: days === 1 ? '1 day' : `${days} days` }));
const accessOptions = [
  { value: 'view', label: 'View in the browser' },
  { value: 'download', label: 'Download the file' },
];

/** A new share link: to an email address or a customer, for 1, 7 or 30 days, to view or to download. */
export function ShareForm({
  documentId,
  onCreated,
  focusFirst = false,
}: {
  documentId: string;
  onCreated: (created: CreatedShare) => void;
  /** Takes the focus when it replaces what was pressed (the change of level that allowed sharing). */
  focusFirst?: boolean;
}) {
  const queryClient = useQueryClient();
  const { register, onSubmit, errorOf, submitting, setFocus } = useZodForm(shareFormSchema, {
    defaultValues: { email: '', customerId: '', expiresInDays: String(defaultShareExpiryDays), access: defaultShareAccess },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the form first appears.
  useEffect(() => {
    if (focusFirst) setFocus('email');
  }, []);
  const share = useMutation({
    mutationFn: (request: Parameters<typeof createShare>[1]) => createShare(documentId, request),
    onSuccess: (created) => {
      void queryClient.invalidateQueries({ queryKey: documentKeys.all });
      onCreated(created);
    },
  });
  const submit = onSubmit(share.mutateAsync, (error) =>
    toast({
      variant: 'destructive',
      title: 'Share Failed',
      description: errorMessage(error, 'The link could not be created. Try again.'),
    }),
  );
  const bind = (name: 'email' | 'customerId' | 'expiresInDays' | 'access') => ({ error: errorOf(name), ...register(name) });

  return (
    <form method="post" onSubmit={submit} noValidate aria-label="New share link" className="grid gap-5">
      <TextInput label="Recipient email" type="email" autoComplete="off" {...bind('email')} />
      <CustomerPicker label="Or a customer" hint="The customer also finds the document in their portal." {...bind('customerId')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Select label="Link works for" options={expiryOptions} {...bind('expiresInDays')} />
        <Select label="Access" options={accessOptions} {...bind('access')} />
      </div>
      {share.isError && (
        <InlineFailure lead="Share failed" message={errorMessage(share.error, 'The link could not be created. Try again.')} />
      )}
      <div>
        <SubmitButton pending={submitting} label="Create Link" pendingLabel="Creating…" />
      </div>
    </form>
  );
}
