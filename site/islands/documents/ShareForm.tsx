import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type SubmitEvent } from 'react';
import { errorMessage } from '#shared/api-client.ts';
import { defaultShareAccess, defaultShareExpiryDays, shareExpiryDays } from '#shared/document-options.ts';
import type { CreatedShare } from '#shared/document-views.ts';
import { documentShareSchema } from '#shared/schemas/documents.ts';
import { toast } from '#site/lib/toast-store.ts';
import { Select, TextInput } from '#site/islands/form/controls.tsx';
import { SubmitButton } from '#site/islands/form/SubmitButton.tsx';
import { CustomerPicker } from './CustomerPicker.tsx';
import { createShare, documentKeys } from './documents-api.ts';
import { InlineFailure } from './InlineFailure.tsx';

export const expiryOptions = shareExpiryDays.map((days) => ({ value: String(days), label: days === 1 ? '1 day' : `${days} days` }));
const accessOptions = [
  { value: 'view', label: 'View in the browser' },
  { value: 'download', label: 'Download the file' },
];

const blankAsUndefined = (text: string) => (text.trim() === '' ? undefined : text.trim());

/** A new share link: to an email address or a customer, for 1, 7 or 30 days, to view or to download. */
export function ShareForm({ documentId, onCreated }: { documentId: string; onCreated: (created: CreatedShare) => void }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState({
    email: '',
    customerId: '',
    expiresInDays: String(defaultShareExpiryDays),
    access: String(defaultShareAccess),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const share = useMutation({
    mutationFn: (request: Parameters<typeof createShare>[1]) => createShare(documentId, request),
    onSuccess: (created) => {
      void queryClient.invalidateQueries({ queryKey: documentKeys.all });
      onCreated(created);
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Share Failed',
        description: errorMessage(error, 'The link could not be created. Try again.'),
      }),
  });
  const bind = (name: keyof typeof values) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = documentShareSchema.safeParse({
      email: blankAsUndefined(values.email),
      customerId: blankAsUndefined(values.customerId),
      expiresInDays: values.expiresInDays,
      access: values.access,
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    share.mutate(parsed.data);
  }

  return (
    <form onSubmit={submit} noValidate aria-label="New share link" className="grid gap-5">
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
        <SubmitButton pending={share.isPending} label="Create Link" pendingLabel="Creating…" />
      </div>
    </form>
  );
}
