import { useQuery } from '@tanstack/react-query';
import type { AdminReservationDetail } from '#shared/admin-reservation-views.ts';
import { berthPurposeOptions } from '#shared/berth-options.ts';
import { codeWords } from '#shared/code-words.ts';
import { earlyStayNotes } from '#shared/early-stay-words.ts';
import { formatCents } from '#shared/pricing.ts';
import { daysBetween, formatFacilityDateTime, formatStayDate } from '#shared/stay-dates.ts';
import { AdminDialog } from '#site/islands/admin/clients/AdminDialog.tsx';
import { AuditEntry } from '#site/islands/admin/audit/AuditEntry.tsx';
import { ContactLinks } from '#site/islands/admin/leads/ContactLinks.tsx';
import { Badge, StatusBadge } from '#site/islands/ui/Badge.tsx';
import { LoadFailure } from '#site/islands/ui/list-state/LoadFailure.tsx';
import { LoadingNotice } from '#site/islands/ui/list-state/LoadingNotice.tsx';
import { ReservationActions } from '../ReservationActions.tsx';
import { formatMinutes, holdLeft, paymentLabels, statusLooks } from '../reservation-look.ts';
import { reservationDetail, reservationKeys } from '../reservations-api.ts';
import { DetailSection } from './DetailFacts.tsx';
import { LeaseRecord } from './LeaseRecord.tsx';
import { PaymentHistory } from './PaymentHistory.tsx';
import { SendLeaseForSignature } from './SendLeaseForSignature.tsx';
import { berthFit, vesselSizeFacts } from './vessel-words.ts';

const purposeLabel = (purpose: string) => berthPurposeOptions.find((option) => option.value === purpose)?.label ?? codeWords(purpose);

/** One reservation with everything the harbor master decides it on, and the moves that can be made on it. */
export function ReservationDetailDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const detail = useQuery({ queryKey: reservationKeys.detail(id), queryFn: ({ signal }) => reservationDetail(id, signal) });
  const reservation = detail.data?.reservation;
  return (
    <AdminDialog
      size="wide"
      title={reservation ? `${reservation.vesselName} · ${reservation.reservationNumber}` : 'Reservation'}
      description={
        reservation
          ? `${reservation.berthName} · ${formatStayDate(reservation.arrivalDate)} – ${formatStayDate(reservation.departureDate)}`
          : 'The vessel, the contact, the lease, the payments and the history of this reservation.'
      }
      onClose={onClose}
    >
      {detail.isPending && <LoadingNotice>Loading the reservation…</LoadingNotice>}
      {detail.isError && <LoadFailure query={detail}>The reservation could not be loaded. Check the connection and try again.</LoadFailure>}
      {detail.data && <DetailBody detail={detail.data} />}
    </AdminDialog>
  );
}

function DetailBody({ detail }: { detail: AdminReservationDetail }) {
  const { reservation, berth } = detail;
  const fit = berthFit(berth, reservation);
  const nights = daysBetween(reservation.arrivalDate, reservation.departureDate);
  const hold = holdLeft(reservation.holdMinutesLeft);
  return (
    <div className="grid gap-8">
      <div className="grid gap-3">
        <div className="flex flex-wrap gap-2">
          <StatusBadge look={statusLooks[reservation.status]} />
          <Badge tone={reservation.paymentStatus === 'paid' ? 'done' : 'neutral'}>{paymentLabels[reservation.paymentStatus]}</Badge>
          {reservation.waitingTooLong && <Badge tone="alert">Paid, waiting over 24 h</Badge>}
        </div>
        <ReservationActions reservation={reservation} />
      </div>
      <div className="grid gap-8 md:grid-cols-2">
        <DetailSection title="Vessel" facts={[{ label: 'Name', value: reservation.vesselName }, ...vesselSizeFacts(reservation)]}>
          <p className={`text-sm font-semibold ${fit.fits === false ? 'text-safety-700' : 'text-navy-800'}`}>{fit.words}</p>
          <p className="text-sm text-navy-700">The vessel's type is not asked at booking.</p>
        </DetailSection>
        <DetailSection
          title="Contact"
          facts={[
            { label: 'Name', value: reservation.contactName },
            { label: 'Company', value: reservation.company },
          ]}
        >
          <ContactLinks lead={{ email: reservation.contactEmail, phone: reservation.contactPhone }} />
        </DetailSection>
        <DetailSection
          title="Stay"
          facts={[
            { label: 'Berth', value: berth.name },
            {
              label: 'Dates',
              value: `${formatStayDate(reservation.arrivalDate)} – ${formatStayDate(reservation.departureDate)} (${nights} ${nights === 1 ? 'night' : 'nights'})`,
            },
            { label: 'Total', value: formatCents(reservation.totalCost) },
            { label: 'Purpose', value: detail.purpose ? purposeLabel(detail.purpose) : 'Not given' },
            { label: 'Special requirements', value: detail.specialRequirements ?? 'None' },
            { label: 'Requested', value: `${formatMinutes(reservation.ageMinutes)} ago, ${formatFacilityDateTime(reservation.createdAt)}` },
          ]}
        >
          {reservation.cancellationReason && <p className="text-sm text-navy-700">Reason: {reservation.cancellationReason}</p>}
          {earlyStayNotes(reservation).map((note) => (
            <p key={note} className="text-sm font-semibold text-navy-700">
              {note}
            </p>
          ))}
        </DetailSection>
        <DetailSection title="Hold">
          <p className="text-sm text-navy-800">
            {hold && reservation.holdExpiresAt
              ? `${hold}: the berth is held until ${formatFacilityDateTime(reservation.holdExpiresAt)} unless it is paid.`
              : 'None: the berth is not held waiting for a payment.'}
          </p>
        </DetailSection>
        <LeaseRecord lease={detail.lease} inCheckout={reservation.holdExpiresAt !== null && reservation.paymentStatus === 'unpaid'} />
        <PaymentHistory events={detail.payments} total={reservation.totalCost} />
        <SendLeaseForSignature detail={detail} />
      </div>
      <DetailSection title="History">
        {detail.audit.length === 0 ? (
          <p className="text-sm text-navy-700">No office action on this reservation yet.</p>
        ) : (
          <ol className="grid gap-2">
            {detail.audit.map((entry) => (
              <AuditEntry key={entry.id} entry={entry} />
            ))}
          </ol>
        )}
      </DetailSection>
    </div>
  );
}
