import { LoaderCircle, MailWarning } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '#shared/api-client.ts';
import { toast } from '#site/lib/toast-store.ts';
import { resendVerification } from '#site/islands/account/account-api.ts';
import { useHydrated } from '#site/islands/checkout/use-hydrated.ts';
import { secondaryButtonClass } from '#site/islands/form/button-classes.ts';
import { unreachableMessage } from '#site/islands/ui/failure-messages.ts';

/** Shown until the customer opens the link in the welcome mail; the link can be sent again. */
export default function VerificationNotice({ email }: { email: string }) {
  const hydrated = useHydrated();
  const [sending, setSending] = useState(false);
  const [sentMessage, setSentMessage] = useState('');

  async function resend() {
    setSending(true);
    try {
      const { message } = await resendVerification();
      setSentMessage(message);
    } catch (error) {
      toast({ title: 'Could not send the link', description: errorMessage(error, unreachableMessage), variant: 'destructive' });
    } finally {
      setSending(false);
    }
  }

  return (
    <section
      aria-labelledby="verify-notice-heading"
      className="flex flex-wrap items-start gap-4 rounded-xl bg-white p-5 ring-2 ring-safety-500 sm:p-6"
    >
      <MailWarning aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-safety-600" />
      <div className="min-w-0 grow basis-64">
        <h2 id="verify-notice-heading" className="text-lg font-bold text-navy-900">
          Confirm your email address
        </h2>
        <p className="mt-1 text-navy-800">
          We sent a link to <span className="font-semibold break-all">{email}</span>. Once you open it, the quotes, service requests and
          berth reservations made earlier with this email join your account.
        </p>
        <p role="status" className="mt-2 font-semibold text-sea-800">
          {sentMessage}
        </p>
      </div>
      <button type="button" onClick={resend} disabled={!hydrated || sending} className={`${secondaryButtonClass} disabled:cursor-wait`}>
        {sending && <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />}
        Resend the link
      </button>
    </section>
  );
}
