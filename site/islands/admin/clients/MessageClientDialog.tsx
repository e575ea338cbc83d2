import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError } from '#shared/api-client.ts';
import { messagePriorities } from '#shared/schemas/admin-clients.ts';
import { uploadExtensions } from '#shared/uploads.ts';
import { toast } from '#site/lib/toast-store.ts';
import { Field } from '#site/islands/form/Field.tsx';
import { Select, TextArea, TextInput } from '#site/islands/form/controls.tsx';
import { SubmitButton } from '#site/islands/form/SubmitButton.tsx';
import { useZodForm } from '#site/islands/form/use-zod-form.ts';
import { adminClientKeys, sendClientMessage } from './admin-clients-api.ts';
import { capitalized } from './account-status-look.ts';
import { AdminDialog } from './AdminDialog.tsx';
import { clientMessageFormSchema, clientMessageToast } from './client-dialog-forms.ts';
import { fileInputClass } from './file-input-look.ts';

const priorityOptions = messagePriorities.map((priority) => ({ value: priority, label: capitalized(priority) }));
const acceptedFiles = uploadExtensions.adminClientFile.map((extension) => `.${extension}`).join(',');

function sendFailure(error: unknown) {
  if (error instanceof ApiError) return { title: 'Failed to send message', description: error.serverMessage ?? error.message };
  return { title: 'Error sending message', description: 'The server could not be reached. Check the connection and try again.' };
}

interface MessageClientDialogProps {
  recipient: { id: string; name: string };
  /** A reply starts from the client's subject. */
  subject?: string;
  onClose: () => void;
}

/** A message from the office into the client's thread, with an optional attachment; the client is emailed and notified. */
export function MessageClientDialog({ recipient, subject = '', onClose }: MessageClientDialogProps) {
  const { register, onSubmit, errorOf, submitting } = useZodForm(clientMessageFormSchema, {
    defaultValues: { subject, message: '', priority: 'normal', attachment: undefined },
    invalidToast: clientMessageToast,
  });
  const queryClient = useQueryClient();
  const send = useMutation({
    mutationFn: ({ attachment, ...message }: z.output<typeof clientMessageFormSchema>) =>
      sendClientMessage({ customerId: recipient.id, ...message }, attachment ?? null),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminClientKeys.all });
      void queryClient.invalidateQueries({ queryKey: adminClientKeys.messages });
      toast({ title: 'Message sent', description: `${recipient.name} will find it in the client portal.` });
      onClose();
    },
  });
  const submit = onSubmit(send.mutateAsync, (error) => toast({ variant: 'destructive', ...sendFailure(error) }));

  return (
    <AdminDialog
      title={`Message ${recipient.name}`}
      description="It appears in the client's portal as From Admin; the client is emailed and notified."
      onClose={onClose}
    >
      <form method="post" onSubmit={submit} noValidate className="grid gap-5">
        <TextInput label="Subject" aria-required="true" autoComplete="off" error={errorOf('subject')} {...register('subject')} />
        <TextArea label="Message" rows={6} aria-required="true" error={errorOf('message')} {...register('message')} />
        <Select label="Priority" options={priorityOptions} className="sm:max-w-xs" error={errorOf('priority')} {...register('priority')} />
        <Field label="Attachment (optional)" hint="PDF, DOC, DOCX, JPG, JPEG, PNG or ZIP. Maximum 10 MB." error={errorOf('attachment')}>
          {(control) => <input {...control} {...register('attachment')} type="file" accept={acceptedFiles} className={fileInputClass} />}
        </Field>
        <SubmitButton pending={submitting} label="Send Message" pendingLabel="Sending…" />
      </form>
    </AdminDialog>
  );
}
