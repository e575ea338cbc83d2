import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, apiRequest } from '#shared/api-client.ts';
import type { AdminReservationDetail } from '#shared/admin-reservation-views.ts';
import { leaseSigningLinkDays, type LeaseSigningRequest } from '#shared/lease-signing-link.ts';
import { leaseInfoSchema, type LeaseInfoBody } from '#shared/schemas/lease.ts';
import { formatFacilityDateTime } from '#shared/stay-dates.ts';
import { toast } from '#site/lib/toast-store.ts';
import { AdminDialog } from '#site/islands/admin/clients/AdminDialog.tsx';
import { primaryButtonClass, secondaryButtonClass } from '#site/islands/form/button-classes.ts';
import { TextArea, TextInput } from '#site/islands/form/controls.tsx';
import { SubmitButton } from '#site/islands/form/SubmitButton.tsx';
import { useZodForm } from '#site/islands/form/use-zod-form.ts';
import { reservationKeys } from '../reservations-api.ts';
import { DetailSection } from './DetailFacts.tsx';

const sendLease = (id: string, info: LeaseInfoBody) =>
  apiRequest<LeaseSigningRequest>('POST', `/api/admin/reservations/${encodeURIComponent(id)}/send-lease`, info);

const sentWords = (sent: LeaseSigningRequest) => `Sent to ${sent.sentTo} — link valid until ${formatFacilityDateTime(sent.expiresAt)}`;

function sendFailure(error: unknown) {
  if (error instanceof ApiError) return { title: 'The lease was not sent', description: error.serverMessage ?? error.message };
  return { title: 'The lease was not sent', description: 'The server could not be reached. Check the connection and try again.' };
}

/**
 * After a phone booking, the office mails the caller a link to review, sign and pay in their own
 * browser (decision 108): what was last sent and until when it works, and the button that sends it.
 */
export function SendLeaseForSignature({ detail }: { detail: AdminReservationDetail }) {
  const [open, setOpen] = useState(false);
  const { reservation, lease, leaseSending } = detail;
  const last = leaseSending.lastRequest;
  const sendable =
    reservation.status === 'pending' &&
    reservation.paymentStatus === 'unpaid' &&
    (reservation.holdMinutesLeft ?? 0) > 0 &&
    lease?.status !== 'signed';
  if (!sendable && !last) return null;
  return (
    <DetailSection title="Signature by mail">
      <p className="text-sm text-navy-800">
        {last
          ? `Last sent to ${last.sentTo} on ${formatFacilityDateTime(last.sentAt)}; the link works until ${formatFacilityDateTime(last.expiresAt)}.`
          : 'Not sent: the caller can be mailed a link to review, sign and pay in their own browser.'}
      </p>
      {sendable && (
        <div>
          <button
            type="button"
            onClick={() => setOpen(true)}
            className={`${last ? secondaryButtonClass : primaryButtonClass} min-h-11 px-4 text-sm`}
          >
            Send lease for signature
          </button>
        </div>
      )}
      {open && <SendLeaseDialog detail={detail} onClose={() => setOpen(false)} />}
    </DetailSection>
  );
}

function SendLeaseDialog({ detail, onClose }: { detail: AdminReservationDetail; onClose: () => void }) {
  const { reservation } = detail;
  const queryClient = useQueryClient();
  const [sent, setSent] = useState<LeaseSigningRequest | null>(null);
  const { register, onSubmit, errorOf, submitting } = useZodForm(leaseInfoSchema, {
    defaultValues: detail.leaseSending.draft ?? { lesseeAddress: '', lesseeCity: '', lesseeState: '', lesseeZip: '', specialTerms: '' },
  });
  const submit = onSubmit(
    async (info: LeaseInfoBody) => {
      const answer = await sendLease(reservation.id, info);
      setSent(answer);
      toast({ title: 'Lease sent for signature', description: sentWords(answer) });
      await queryClient.invalidateQueries({ queryKey: reservationKeys.all });
    },
    (error) => toast({ variant: 'destructive', ...sendFailure(error) }),
  );

  return (
    <AdminDialog
      title={`Send the lease of ${reservation.reservationNumber} for signature`}
      description={`The lease is made out to ${reservation.contactName}, ${reservation.company}. Add the postal address and any terms agreed on the phone.`}
      onClose={onClose}
    >
      {sent ? (
        <div className="grid gap-5">
          <p role="status" className="font-semibold text-navy-900">
            {sentWords(sent)}
          </p>
          <div>
            <button type="button" onClick={onClose} className={`${primaryButtonClass} min-h-11 px-4 text-sm`}>
              Done
            </button>
          </div>
        </div>
      ) : (
        <form method="post" onSubmit={submit} noValidate className="grid grid-cols-1 gap-5 sm:grid-cols-3">
          <TextInput
            label="Street address"
            aria-required="true"
            autoComplete="off"
            className="sm:col-span-3"
            error={errorOf('lesseeAddress')}
            {...register('lesseeAddress')}
          />
          <TextInput label="City" aria-required="true" autoComplete="off" error={errorOf('lesseeCity')} {...register('lesseeCity')} />
          <TextInput label="State" aria-required="true" autoComplete="off" error={errorOf('lesseeState')} {...register('lesseeState')} />
          <TextInput label="ZIP code" aria-required="true" autoComplete="off" error={errorOf('lesseeZip')} {...register('lesseeZip')} />
          <TextArea
            label="Special terms (optional)"
            rows={4}
            className="sm:col-span-3"
            error={errorOf('specialTerms')}
            {...register('specialTerms')}
          />
          <p className="text-sm text-navy-700 sm:col-span-3">
            A link to review, sign and pay is mailed to <strong className="wrap-anywhere">{reservation.contactEmail}</strong>. It works for{' '}
            {leaseSigningLinkDays} days, and the berth is held until then.
          </p>
          <div className="sm:col-span-3">
            <SubmitButton pending={submitting} label="Send" pendingLabel="Sending…" />
          </div>
        </form>
      )}
    </AdminDialog>
  );
}
