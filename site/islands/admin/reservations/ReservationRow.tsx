import { useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '#shared/api-client.ts';
import type { AdminReservationView } from '#shared/admin-reservation-views.ts';
import { earlyStayNotes } from '#shared/early-stay-words.ts';
import { formatCents } from '#shared/pricing.ts';
import {
  actionsFor,
  earlyMove,
  type EarlyMove,
  type ReservationAction,
  type ReservationTargetStatus,
} from '#shared/reservation-transitions.ts';
import { facilityToday, formatStayDate } from '#shared/stay-dates.ts';
import { toast } from '#site/lib/toast-store.ts';
import { primaryButtonClass, secondaryButtonClass } from '#site/islands/form/button-classes.ts';
import { Badge, StatusBadge } from '#site/islands/ui/Badge.tsx';
import { EarlyMoveConfirm } from './EarlyMoveConfirm.tsx';
import { formatMinutes, holdLeft, paymentLabels, statusLooks } from './reservation-look.ts';
import { cancelHold, changeReservationStatus, reservationKeys } from './reservations-api.ts';

const smallButton = 'min-h-11 px-4 text-sm';
const unreachable = 'The server could not be reached. Check the connection and try again.';

/** One reservation: vessel, berth, dates, total, payment and hold, its age, and the moves staff can make. */
export function ReservationRow({ reservation }: { reservation: AdminReservationView }) {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: reservationKeys.all });
  const move = useMutation({
    mutationFn: (status: ReservationTargetStatus) => changeReservationStatus(reservation.id, status),
    onSuccess: (updated) =>
      toast({
        title: 'Reservation Updated',
        description: `${updated.reservationNumber} is now ${statusLooks[updated.status].label.toLowerCase()}.`,
      }),
    onError: (error) =>
      toast({ variant: 'destructive', title: 'Failed to update reservation.', description: errorMessage(error, unreachable) }),
    onSettled,
  });
  const release = useMutation({
    mutationFn: () => cancelHold(reservation.id),
    onSuccess: (updated) => toast({ title: 'Reservation Updated', description: `The hold of ${updated.reservationNumber} is cancelled.` }),
    onError: (error) =>
      toast({ variant: 'destructive', title: 'Failed to update reservation.', description: errorMessage(error, unreachable) }),
    onSettled,
  });
  const busy = move.isPending || release.isPending;
  // A move ahead of the stay's date is asked about first; the button that asked gets focus back on Cancel.
  const [asking, setAsking] = useState<{ action: ReservationAction; to: ReservationTargetStatus; early: EarlyMove; today: string } | null>(
    null,
  );
  const actionButtons = useRef(new Map<ReservationAction, HTMLButtonElement>());
  const requestMove = (action: ReservationAction, to: ReservationTargetStatus) => {
    const today = facilityToday();
    const early = earlyMove(reservation, to, today);
    if (early) setAsking({ action, to, early, today });
    else move.mutate(to);
  };
  const hold = holdLeft(reservation.holdMinutesLeft);
  const label = `${reservation.reservationNumber}, ${reservation.vesselName}`;

  return (
    <li className="grid gap-3 rounded-lg bg-white p-4 ring-1 ring-navy-900/10 sm:p-5" aria-label={label}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="text-lg font-semibold text-navy-900">{reservation.vesselName}</p>
          <p className="text-navy-700">
            {reservation.reservationNumber} · {reservation.berthName} · {reservation.company}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <StatusBadge look={statusLooks[reservation.status]} />
          {reservation.waitingTooLong && <Badge tone="alert">Paid, waiting over 24 h</Badge>}
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-5">
        <div>
          <dt className="text-navy-600">Dates</dt>
          <dd className="font-semibold whitespace-nowrap text-navy-900">
            {formatStayDate(reservation.arrivalDate)} – {formatStayDate(reservation.departureDate)}
          </dd>
        </div>
        <div>
          <dt className="text-navy-600">Total</dt>
          <dd className="font-semibold text-navy-900">{formatCents(reservation.totalCost)}</dd>
        </div>
        <div>
          <dt className="text-navy-600">Payment</dt>
          <dd className="font-semibold text-navy-900">{paymentLabels[reservation.paymentStatus]}</dd>
        </div>
        <div>
          <dt className="text-navy-600">Hold</dt>
          <dd className="font-semibold text-navy-900">{hold ?? 'None'}</dd>
        </div>
        <div>
          <dt className="text-navy-600">Requested</dt>
          <dd className="font-semibold text-navy-900">{formatMinutes(reservation.ageMinutes)} ago</dd>
        </div>
      </dl>
      {reservation.cancellationReason && <p className="text-sm text-navy-700">{reservation.cancellationReason}</p>}
      {earlyStayNotes(reservation).map((note) => (
        <p key={note} className="text-sm font-semibold text-navy-700">
          {note}
        </p>
      ))}
      <div className="flex flex-wrap gap-2">
        {actionsFor(reservation.status).map(({ action, to, label: actionLabel }) => (
          <button
            key={action}
            type="button"
            disabled={busy}
            aria-label={`${actionLabel} ${label}`}
            ref={(button) => {
              if (button) actionButtons.current.set(action, button);
              else actionButtons.current.delete(action);
            }}
            onClick={() => requestMove(action, to)}
            className={`${action === 'decline' ? secondaryButtonClass : primaryButtonClass} ${smallButton}`}
          >
            {actionLabel}
          </button>
        ))}
        {hold !== null && reservation.status === 'pending' && (
          <button
            type="button"
            disabled={busy}
            aria-label={`Cancel hold of ${label}`}
            onClick={() => release.mutate()}
            className={`${secondaryButtonClass} ${smallButton}`}
          >
            Cancel hold
          </button>
        )}
      </div>
      {asking && (
        <EarlyMoveConfirm
          early={asking.early}
          today={asking.today}
          onConfirm={() => {
            setAsking(null);
            move.mutate(asking.to);
          }}
          onCancel={() => {
            setAsking(null);
            actionButtons.current.get(asking.action)?.focus();
          }}
        />
      )}
    </li>
  );
}
