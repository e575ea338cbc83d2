import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, type SubmitEvent } from 'react';
import { errorMessage } from '#shared/api-client.ts';
import type { ClientMessageView } from '#shared/customer-views.ts';
import { toast } from '#site/lib/toast-store.ts';
import { TextArea, TextInput } from '#site/islands/form/controls.tsx';
import { SubmitButton } from '#site/islands/form/SubmitButton.tsx';
import { clientQueryKeys, sendMessage } from './client-portal-api.ts';
import { checkMessage } from './message-check.ts';
import { showFormProblem } from './show-form-problem.ts';
import { useFormValues } from './use-form-values.ts';

const emptyMessage = { subject: '', message: '' };

/** Writes to the office; a sent message joins the top of the thread and the form empties. */
export function MessageForm() {
  const form = useRef<HTMLFormElement>(null);
  const { values, bind, reset } = useFormValues(emptyMessage);
  const queryClient = useQueryClient();
  const send = useMutation({
    mutationFn: sendMessage,
    onSuccess: (sent) => {
      queryClient.setQueryData<ClientMessageView[]>(clientQueryKeys.messages, (messages) => messages && [sent, ...messages]);
      toast({ title: 'Message Sent', description: 'The office will reply here.' });
      reset();
    },
    onError: (error) =>
      toast({ variant: 'destructive', title: 'Failed to Send Message', description: errorMessage(error, 'Please try again') }),
  });

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = await checkMessage(values);
    if (!checked.ok) {
      showFormProblem(form.current, checked.problem);
      return;
    }
    send.mutate(checked.request);
  }

  return (
    <form ref={form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="message-form-heading" className="grid gap-5">
      <h2 id="message-form-heading" className="text-xl font-bold text-navy-950">
        Send a message
      </h2>
      <TextInput label="Subject" autoComplete="off" aria-required="true" {...bind('subject')} />
      <TextArea label="Message" rows={5} aria-required="true" {...bind('message')} />
      <SubmitButton pending={send.isPending} label="Send Message" pendingLabel="Sending..." />
    </form>
  );
}
