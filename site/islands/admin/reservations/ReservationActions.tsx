import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { errorMessage } from '#shared/api-client.ts';
import type { AdminReservationView } from '#shared/admin-reservation-views.ts';
import { actionsFor, type ReservationAction } from '#shared/reservation-transitions.ts';
import { facilityToday } from '#shared/stay-dates.ts';
import { toast } from '#site/lib/toast-store.ts';
import { primaryButtonClass, secondaryButtonClass } from '#site/islands/form/button-classes.ts';
import { ConfirmDialogContent } from '#site/islands/ui/ConfirmDialogContent.tsx';
import { DeclineReasonField } from './DeclineReasonField.tsx';
import { moveQuestion, type StaffMove } from './move-question.ts';
import { holdLeft, statusLooks } from './reservation-look.ts';
import { cancelHold, changeReservationStatus, reservationKeys } from './reservations-api.ts';

const smallButton = 'min-h-11 px-4 text-sm';
const unreachable = 'The server could not be reached. Check the connection and try again.';
const reasonMissing = 'Tell the customer why their reservation is declined.';

/** The move being asked about, on the facility's day it was asked, under the name of the button that asked. */
interface Asking {
  move: StaffMove;
  today: string;
  label: string;
  opener: HTMLButtonElement;
}

/**
 * The moves staff can make on one reservation (Approve, Decline, Start, Complete, Cancel hold), each
 * asking first in one dialog that says what will happen; a paid decline names its refund and needs a
 * reason for the customer. `labels` renames buttons where the office speaks otherwise ("Check in").
 */
export function ReservationActions({
  reservation,
  labels = {},
}: {
  reservation: AdminReservationView;
  labels?: Partial<Record<ReservationAction, string>>;
}) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const focusOpener = useRef(true);
  const move = useMutation({
    mutationFn: ({ next, because }: { next: StaffMove; because: string }) =>
      next.action === 'cancel-hold' ? cancelHold(reservation.id) : changeReservationStatus(reservation.id, next.to, because || undefined),
    onSuccess: (updated, { next }) =>
      toast({
        title: 'Reservation Updated',
        description:
          next.action === 'cancel-hold'
            ? `The hold of ${updated.reservationNumber} is cancelled.`
            : `${updated.reservationNumber} is now ${statusLooks[updated.status].label.toLowerCase()}.`,
      }),
    onError: (error) =>
      toast({ variant: 'destructive', title: 'Failed to update reservation.', description: errorMessage(error, unreachable) }),
    onSettled: () => {
      // The move is done: its button may be gone, so focus is left where the list puts it.
      focusOpener.current = false;
      setAsking(null);
      return queryClient.invalidateQueries({ queryKey: reservationKeys.all });
    },
  });
  const question = asking && moveQuestion(reservation, asking.move, asking.today, asking.label);
  const ask = (next: StaffMove, label: string, opener: HTMLButtonElement) => {
    focusOpener.current = true;
    setReason('');
    setReasonError(null);
    setAsking({ move: next, today: facilityToday(), label, opener });
  };
  const confirm = () => {
    if (!asking || !question) return;
    const because = reason.trim();
    if (question.reason === 'required' && because === '') {
      setReasonError(reasonMissing);
      return;
    }
    move.mutate({ next: asking.move, because });
  };
  const hold = holdLeft(reservation.holdMinutesLeft);
  const name = `${reservation.reservationNumber}, ${reservation.vesselName}`;

  return (
    <div className="flex flex-wrap gap-2">
      {actionsFor(reservation.status).map(({ action, to, label }) => {
        const shown = labels[action] ?? label;
        return (
          <button
            key={action}
            type="button"
            disabled={move.isPending}
            aria-label={`${shown} ${name}`}
            onClick={(event) => ask({ action, to }, shown, event.currentTarget)}
            className={`${action === 'decline' ? secondaryButtonClass : primaryButtonClass} ${smallButton}`}
          >
            {shown}
          </button>
        );
      })}
      {hold !== null && reservation.status === 'pending' && (
        <button
          type="button"
          disabled={move.isPending}
          aria-label={`Cancel hold of ${name}`}
          onClick={(event) => ask({ action: 'cancel-hold' }, 'Cancel hold', event.currentTarget)}
          className={`${secondaryButtonClass} ${smallButton}`}
        >
          Cancel hold
        </button>
      )}
      <AlertDialog.Root
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open && !move.isPending) setAsking(null);
        }}
      >
        {asking && question && (
          <ConfirmDialogContent
            title={question.title}
            description={question.description}
            confirmLabel={question.confirmLabel}
            pendingLabel={question.pendingLabel}
            pending={move.isPending}
            onConfirm={confirm}
            onCloseAutoFocus={(event) => {
              // One dialog serves every button, so the one that opened it gets focus back.
              event.preventDefault();
              if (focusOpener.current) asking.opener.focus();
            }}
          >
            {question.reason !== 'none' && (
              <DeclineReasonField
                value={reason}
                required={question.reason === 'required'}
                error={reasonError}
                onChange={(value) => {
                  setReason(value);
                  setReasonError(null);
                }}
              />
            )}
          </ConfirmDialogContent>
        )}
      </AlertDialog.Root>
    </div>
  );
}
