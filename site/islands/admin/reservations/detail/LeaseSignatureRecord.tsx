import { useQuery } from '@tanstack/react-query';
import { getJson } from '#shared/api-client.ts';
import type { LeaseSignatureRecord as SignatureRecord } from '#shared/lease-signature-record-views.ts';
import { formatFacilityDateTime } from '#shared/stay-dates.ts';
import { secondaryButtonClass } from '#site/islands/form/button-classes.ts';
import { summarizeUserAgent } from '#site/islands/customer/device-summary.ts';
import type { DetailFact } from './DetailFacts.tsx';

const signatureRecord = (leaseId: string, signal: AbortSignal) =>
  getJson<SignatureRecord>(`/api/admin/leases/${encodeURIComponent(leaseId)}/signature-record`, { signal });

const verifiedBy = { account: 'confirmed by their account', code: 'confirmed by a mailed code' } as const;

const when = (iso: string) => <time dateTime={iso}>{formatFacilityDateTime(iso)}</time>;

/** The signed lease's record as the office reads it: who, when, from where, under which consent, and whether it still verifies. */
export function signatureFacts(record: SignatureRecord): DetailFact[] {
  const { signer, consent } = record;
  return [
    { label: 'Signed by', value: [signer?.name, signer?.title].filter(Boolean).join(', ') || 'Not recorded' },
    { label: 'Signed at', value: record.signedAt ? when(record.signedAt) : 'Not recorded' },
    {
      label: 'Signed from',
      value: `${signer?.clientIp ?? 'Address not recorded'} · ${signer?.userAgent ? summarizeUserAgent(signer.userAgent) : 'browser not recorded'}`,
    },
    {
      label: 'Email',
      value: signer?.email
        ? `${signer.email} (${signer.emailVerifiedBy ? verifiedBy[signer.emailVerifiedBy] : 'not verified'})`
        : 'Not recorded',
    },
    {
      label: 'Consent to do business electronically',
      value: consent ? (
        <>
          Version {consent.version}, agreed {when(consent.consentedAt)}
        </>
      ) : (
        'Not captured'
      ),
    },
    { label: 'Lease template version', value: record.templateVersion ?? 'Not recorded' },
    { label: 'Signed text (SHA-256)', value: <code className="text-xs">{record.leaseTextSha256 ?? 'Not recorded'}</code> },
    { label: 'Signed PDF (SHA-256)', value: <code className="text-xs">{record.pdfSha256 ?? 'Not recorded'}</code> },
  ];
}

/** Fetches the record; "Verify again" refetches it, which runs the checks again on the server. */
export function useSignatureRecord(leaseId: string) {
  return useQuery({
    queryKey: ['admin', 'leases', 'signature-record', leaseId],
    queryFn: ({ signal }) => signatureRecord(leaseId, signal),
  });
}

/** Whether the record verified, each check in words, and the button that checks again. */
export function SignatureVerification({
  record,
  checking,
  onVerify,
}: {
  record: SignatureRecord;
  checking: boolean;
  onVerify: () => void;
}) {
  const { verified, checks } = record.verification;
  return (
    <div className="grid gap-2 rounded-md border border-navy-200 p-3 text-sm">
      <p className="font-semibold text-navy-900" role="status">
        {checking ? 'Checking the signature record…' : verified ? 'Signature record verified' : 'Signature record NOT verified'}
      </p>
      <ul className="grid gap-1 text-navy-800">
        {checks.map((check) => (
          <li key={check.name}>
            <span className={check.passed ? 'font-semibold text-sea-800' : 'font-semibold text-red-800'}>
              {check.passed ? 'Yes' : 'No'}
            </span>{' '}
            {check.sentence}
          </li>
        ))}
      </ul>
      <div>
        <button
          type="button"
          onClick={onVerify}
          disabled={checking}
          aria-busy={checking}
          className={`${secondaryButtonClass} min-h-11 px-4 text-sm`}
        >
          {checking ? 'Verifying…' : 'Verify again'}
        </button>
      </div>
    </div>
  );
}

/** The lease's events in order, each with its time in facility time, who and from which address. */
export function SignatureEvents({ events }: { events: SignatureRecord['events'] }) {
  return (
    <div className="grid gap-1 text-sm">
      <h4 className="font-semibold text-navy-900">Events</h4>
      <ol className="grid gap-1 text-navy-800">
        {events.map((event) => (
          <li key={event.sequence} className="wrap-anywhere">
            {event.sequence}. <span className="font-semibold">{event.label}</span> — {when(event.occurredAt)} · {event.actor}
            {event.clientIp ? ` · ${event.clientIp}` : ''}
          </li>
        ))}
      </ol>
    </div>
  );
}
