import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type SubmitEvent } from 'react';
import { ApiError } from '#shared/api-client.ts';
import { adminMessageSchema, messagePriorities, type AdminMessage } from '#shared/schemas/admin-clients.ts';
import { uploadExtensions, uploadProblem } from '#shared/uploads.ts';
import { toast } from '#site/lib/toast-store.ts';
import { Field } from '#site/islands/form/Field.tsx';
import { Select, TextArea, TextInput } from '#site/islands/form/controls.tsx';
import { SubmitButton } from '#site/islands/form/SubmitButton.tsx';
import { useFormValues } from '#site/islands/client/use-form-values.ts';
import { adminClientKeys, sendClientMessage } from './admin-clients-api.ts';
import { capitalized } from './account-status-look.ts';
import { AdminDialog } from './AdminDialog.tsx';
import { messageProblem } from './client-form-checks.ts';
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
  const form = useRef<HTMLFormElement>(null);
  const { values, bind } = useFormValues({ subject, message: '', priority: 'normal' });
  const [attachment, setAttachment] = useState<File | null>(null);
  const queryClient = useQueryClient();
  const send = useMutation({
    mutationFn: (input: AdminMessage) => sendClientMessage(input, attachment),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminClientKeys.all });
      void queryClient.invalidateQueries({ queryKey: adminClientKeys.messages });
      toast({ title: 'Message sent', description: `${recipient.name} will find it in the client portal.` });
      onClose();
    },
    onError: (error) => toast({ variant: 'destructive', ...sendFailure(error) }),
  });

  function refuse(title: string, description: string | undefined, field: string) {
    toast({ variant: 'destructive', title, description });
    const control = form.current?.elements.namedItem(field);
    if (control instanceof HTMLElement) control.focus();
  }

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing = messageProblem(values);
    if (missing) return refuse(missing, undefined, values.subject.trim() === '' ? 'subject' : 'message');
    const refusedFile = attachment && uploadProblem('adminClientFile', attachment);
    if (refusedFile) return refuse('Failed to send message', refusedFile, 'file');
    const parsed = adminMessageSchema.safeParse({ customerId: recipient.id, ...values });
    if (!parsed.success) return refuse('Failed to send message', parsed.error.issues[0]?.message, 'message');
    send.mutate(parsed.data);
  }

  return (
    <AdminDialog
      title={`Message ${recipient.name}`}
      description="It appears in the client's portal as From Admin; the client is emailed and notified."
      onClose={onClose}
    >
      <form ref={form} onSubmit={submit} noValidate className="grid gap-5">
        <TextInput label="Subject" aria-required="true" autoComplete="off" {...bind('subject')} />
        <TextArea label="Message" rows={6} aria-required="true" {...bind('message')} />
        <Select label="Priority" options={priorityOptions} className="sm:max-w-xs" {...bind('priority')} />
        <Field label="Attachment (optional)" hint="PDF, DOC, DOCX, JPG, JPEG, PNG or ZIP. Maximum 10 MB.">
          {(control) => (
            <input
              {...control}
              type="file"
              name="file"
              accept={acceptedFiles}
              onChange={(event) => setAttachment(event.target.files?.[0] ?? null)}
              className={fileInputClass}
            />
          )}
        </Field>
        <SubmitButton pending={send.isPending} label="Send Message" pendingLabel="Sending…" />
      </form>
    </AdminDialog>
  );
}
