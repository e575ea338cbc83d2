import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '#shared/api-client.ts';
import type { ClientMessageView } from '#shared/customer-views.ts';
import { toast } from '#site/lib/toast-store.ts';
import { TextArea, TextInput } from '#site/islands/form/controls.tsx';
import { SubmitButton } from '#site/islands/form/SubmitButton.tsx';
import { useZodForm } from '#site/islands/form/use-zod-form.ts';
import { clientQueryKeys, sendMessage } from './client-portal-api.ts';
import { messageToast, portalMessageSchema } from './portal-forms.ts';

/** Writes to the office; a sent message joins the top of the thread and the form empties. */
export function MessageForm() {
  const queryClient = useQueryClient();
  const { register, onSubmit, errorOf, submitting, reset } = useZodForm(portalMessageSchema, {
    defaultValues: { subject: '', message: '' },
    invalidToast: (_errors, values) => messageToast(values),
  });

  const submit = onSubmit(
    async (message) => {
      const sent = await sendMessage(message);
      queryClient.setQueryData<ClientMessageView[]>(clientQueryKeys.messages, (messages) => messages && [sent, ...messages]);
      toast({ title: 'Message Sent', description: 'The office will reply here.' });
      reset();
    },
    (error) => toast({ variant: 'destructive', title: 'Failed to Send Message', description: errorMessage(error, 'Please try again') }),
  );

  return (
    <form method="post" onSubmit={submit} noValidate aria-labelledby="message-form-heading" className="grid gap-5">
      <h2 id="message-form-heading" className="text-xl font-bold text-navy-950">
        Send a message
      </h2>
      <TextInput label="Subject" autoComplete="off" aria-required="true" error={errorOf('subject')} {...register('subject')} />
      <TextArea label="Message" rows={5} aria-required="true" error={errorOf('message')} {...register('message')} />
      <SubmitButton pending={submitting} label="Send Message" pendingLabel="Sending..." />
    </form>
  );
}
