import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '#shared/api-client.ts';
import type { AdminLeadDetail } from '#shared/admin-lead-views.ts';
import { leadReplySchema, replySubjectFor, type LeadReply } from '#shared/schemas/lead-reply.ts';
import { submissionKeys } from '#site/lib/submission-key.ts';
import { TextArea, TextInput } from '#site/islands/form/controls.tsx';
import { SubmitButton } from '#site/islands/form/SubmitButton.tsx';
import { useZodForm } from '#site/islands/form/use-zod-form.ts';
import { leadKeys } from './leads-api.ts';
import { sendLeadReply } from './lead-replies-api.ts';
import { FormFailure } from '#site/islands/form/FormFailure.tsx';

const unsentMessage = 'The reply was not sent. Check the connection and try again.';

/**
 * The office's reply to the lead by email. Sent, the lead and its list are read again (the tab
 * badges count again on any settled change, use-admin-counts) and the form starts over; refused,
 * what was typed stays and the reason shows at the form.
 */
export function LeadReplyForm({ lead }: { lead: AdminLeadDetail }) {
  const queryClient = useQueryClient();
  const [keys] = useState(submissionKeys);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const defaultValues = { subject: replySubjectFor(lead.kind, lead.reference), message: '' };
  const { register, onSubmit, errorOf, submitting, reset } = useZodForm(leadReplySchema, { defaultValues });
  const send = useMutation({
    mutationFn: (reply: LeadReply) => sendLeadReply(lead.kind, lead.id, reply, keys.keyFor(reply)),
    onSuccess: (updated) => {
      keys.accepted();
      queryClient.setQueryData(leadKeys.lead(lead.kind, lead.id), updated);
      void queryClient.invalidateQueries({ queryKey: [...leadKeys.all, 'list'] });
      reset(defaultValues);
      setSentTo(updated.email);
    },
  });
  const submit = onSubmit(
    async (reply: LeadReply) => {
      setSentTo(null);
      setFailure(null);
      await send.mutateAsync(reply);
    },
    (error) => setFailure(errorMessage(error, unsentMessage)),
  );

  return (
    <form method="post" noValidate onSubmit={submit} aria-label="Reply by email" className="grid gap-4">
      <p className="text-navy-800">
        To <span className="font-semibold wrap-anywhere">{lead.email}</span>. Their answer comes to the office’s mailbox.
      </p>
      <TextInput
        label="Subject"
        aria-required="true"
        autoComplete="off"
        maxLength={200}
        error={errorOf('subject')}
        {...register('subject')}
      />
      <TextArea label="Message" rows={6} aria-required="true" maxLength={5000} error={errorOf('message')} {...register('message')} />
      <FormFailure message={failure} />
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton pending={submitting} label="Send reply" pendingLabel="Sending…" />
        <p role="status" className="font-semibold wrap-anywhere text-sea-800">
          {sentTo && `Reply sent to ${sentTo}`}
        </p>
      </div>
    </form>
  );
}
