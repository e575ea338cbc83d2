import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '#shared/api-client.ts';
import { toast } from '#site/lib/toast-store.ts';
import { useZodForm } from '#site/islands/form/use-zod-form.ts';
import { clientQueryKeys, sendMessage } from './client-portal-api.ts';
import { emptyMessage, MessageFormLayout } from './MessageFormLayout.tsx';
import { messageToast, portalMessageSchema } from './portal-forms.ts';

/** Writes to the office; a sent message joins the top of the thread and the form empties. Loaded on first use (MessagesTab). */
export function MessageForm() {
  const queryClient = useQueryClient();
  const { register, onSubmit, errorOf, submitting, reset } = useZodForm(portalMessageSchema, {
    defaultValues: emptyMessage,
    invalidToast: (_errors, values) => messageToast(values),
  });

  const submit = onSubmit(
    async (message) => {
      await sendMessage(message);
      // As the customer dashboard does: the thread reloads from its first page, where the sent message now is.
      for (const queryKey of [clientQueryKeys.messages, clientQueryKeys.counts]) void queryClient.invalidateQueries({ queryKey });
      toast({ title: 'Message Sent', description: 'The office will reply here.' });
      reset();
    },
    (error) => toast({ variant: 'destructive', title: 'Failed to Send Message', description: errorMessage(error, 'Please try again') }),
  );

  return <MessageFormLayout field={(name) => ({ error: errorOf(name), ...register(name) })} onSubmit={submit} submitting={submitting} />;
}
