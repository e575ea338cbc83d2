import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { SignerEmailStatus, SigningCodeSent } from '#shared/lease-signing-code.ts';
import { formatFacilityDateTime } from '#shared/stay-dates.ts';
import { secondaryButtonClass } from '#site/islands/form/button-classes.ts';
import { serverMessageOf } from './failure-description.ts';
import { readSignerEmail, sendSigningCode, signerEmailQueryKey } from './signing-code-api.ts';
import { SigningCodeForm } from './SigningCodeForm.tsx';

const verifiedWords: Record<NonNullable<SignerEmailStatus['verifiedBy']>, string> = {
  account: 'by your signed-in account',
  code: 'by the code sent to it',
};

/**
 * The email the lease was prepared for and, unless this browser has already shown it is the
 * signer's, an optional one-time code mailed to it. Signing never waits on it: the record says
 * whether the address was confirmed.
 */
export function SignerEmailCheck({ leaseId }: { leaseId: string }) {
  const queryClient = useQueryClient();
  const queryKey = signerEmailQueryKey(leaseId);
  const status = useQuery({ queryKey, queryFn: ({ signal }) => readSignerEmail(leaseId, signal) });
  const [sent, setSent] = useState<SigningCodeSent | null>(null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [justConfirmed, setJustConfirmed] = useState(false);
  const confirmation = useRef<HTMLParagraphElement>(null);

  // The section the signer was typing in is gone once the code is confirmed: focus moves to what replaced it.
  useEffect(() => {
    if (justConfirmed) confirmation.current?.focus();
  }, [justConfirmed]);

  async function sendCode() {
    setSending(true);
    setFailure(null);
    try {
      setSent(await sendSigningCode(leaseId));
    } catch (error) {
      setFailure(serverMessageOf(error) ?? 'The code could not be sent: the connection failed. Try again, or sign without it.');
    } finally {
      setSending(false);
    }
  }

  const email = status.data?.email;
  if (status.isPending) return <p className="mt-6 text-sm text-navy-700">Checking the email on the lease…</p>;
  if (status.isError || !email) return null;

  const verifiedBy = status.data.verifiedBy;
  if (verifiedBy) {
    return (
      <p ref={confirmation} tabIndex={-1} className="mt-6 flex items-start gap-2 rounded-lg bg-sea-100 px-4 py-3 text-navy-900">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sea-700" />
        <span>
          Email confirmed: <strong className="font-semibold break-all">{email}</strong>, {verifiedWords[verifiedBy]}. It is recorded with
          your signature.
        </span>
      </p>
    );
  }

  return (
    <section aria-labelledby="signer-email-heading" className="mt-6 rounded-lg border-2 border-navy-900/15 bg-sand-50 px-4 py-5 sm:px-6">
      <h3 id="signer-email-heading" className="text-base font-bold">
        Confirm your email (optional)
      </h3>
      <p className="mt-2 text-navy-700">
        This lease was prepared for <strong className="font-semibold break-all text-navy-900">{email}</strong>. We can email a 6-digit code
        to that address; entering it here records with your signature that the address is yours. You can also sign without it.
      </p>
      {sent && (
        <p role="status" className="mt-3 text-navy-900">
          We sent a code to {sent.sentTo}. It works until {formatFacilityDateTime(sent.expiresAt)}.
        </p>
      )}
      {sent && (
        <SigningCodeForm
          leaseId={leaseId}
          onConfirmed={({ confirmedEmail }) => {
            queryClient.setQueryData(queryKey, { email: confirmedEmail, verifiedBy: 'code' });
            setJustConfirmed(true);
          }}
        />
      )}
      <button type="button" onClick={sendCode} disabled={sending} className={`${secondaryButtonClass} mt-4`}>
        {sending && <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />}
        {sending ? 'Sending code…' : sent ? 'Send a new code' : 'Email me a code'}
      </button>
      {failure && (
        <p role="alert" className="mt-3 text-sm text-navy-900">
          {failure}
        </p>
      )}
    </section>
  );
}
