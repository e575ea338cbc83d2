import { useState } from 'react';
import { errorMessage } from '#shared/api-client.ts';
import type { MessageAnswer } from '#shared/customer-views.ts';
import { mailedLinkRequestSchema, type MailedLinkRequest } from '#shared/schemas/customer-account.ts';
import { portalSignIn } from '#site/lib/portal-pages.ts';
import { requestPasswordReset, requestSignInLink } from '#site/islands/account/account-api.ts';
import { primaryButtonClass } from '#site/islands/form/button-classes.ts';
import { TextInput } from '#site/islands/form/controls.tsx';
import { SubmitButton } from '#site/islands/form/SubmitButton.tsx';
import { useZodForm } from '#site/islands/form/use-zod-form.ts';
import { unreachableMessage } from '#site/islands/ui/failure-messages.ts';
import { Outcome } from './Outcome.tsx';
import { FormFailure } from '#site/islands/form/FormFailure.tsx';

/** The links a customer can ask for by email, each with the name its form is announced by. */
const mailedLinks = {
  'password-reset': { formLabel: 'Reset your password', send: requestPasswordReset },
  'sign-in-link': { formLabel: 'Email me a sign-in link', send: requestSignInLink },
} satisfies Record<string, { formLabel: string; send(body: MailedLinkRequest): Promise<MessageAnswer> }>;

interface Props {
  link: keyof typeof mailedLinks;
}

/**
 * `/customer/forgot-password` and `/customer/sign-in-link`: the server mails the link when the
 * email has an account, and says the same either way.
 */
export default function MailedLinkRequestForm({ link }: Props) {
  const { formLabel, send } = mailedLinks[link];
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, onSubmit, errorOf, submitting } = useZodForm(mailedLinkRequestSchema, { defaultValues: { email: '' } });

  const submit = async (values: MailedLinkRequest) => {
    setFailure(null);
    setSent((await send(values)).message);
  };
  const failed = (error: unknown) => setFailure(errorMessage(error, unreachableMessage));

  if (sent !== null) {
    return (
      <Outcome kind="done" title="Check your email" message={sent}>
        <a href={portalSignIn.customer} className={primaryButtonClass}>
          Back to sign in
        </a>
      </Outcome>
    );
  }

  return (
    <form method="post" noValidate onSubmit={onSubmit(submit, failed)} aria-label={formLabel} className="grid gap-6">
      <TextInput label="Email" type="email" required autoComplete="email" error={errorOf('email')} {...register('email')} />
      <FormFailure message={failure} />
      <SubmitButton pending={submitting} label="Send the link" pendingLabel="Sending…" />
    </form>
  );
}
