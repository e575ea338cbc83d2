import type { PaymentEvent, PaymentEventKind } from '#shared/admin-reservation-views.ts';
import { formatCents } from '#shared/pricing.ts';
import { formatFacilityDateTime } from '#shared/stay-dates.ts';
import { DetailSection } from './DetailFacts.tsx';

const eventWords: Record<PaymentEventKind, string> = {
  requested: 'Card payment asked for at checkout',
  paid: 'Paid by card',
  refunded: 'Refunded to the card',
};

/** The reservation's money, step by step: asked for, received, sent back; each with its amount, time and the card provider's reference. */
export function PaymentHistory({ events, total }: { events: PaymentEvent[]; total: number }) {
  return (
    <DetailSection title="Payments">
      {events.length === 0 ? (
        <p className="text-sm text-navy-700">No card payment yet. Total {formatCents(total)}.</p>
      ) : (
        <ol className="grid gap-2 text-sm">
          {events.map((event) => (
            <li key={event.kind} className="rounded-md bg-white p-3 ring-1 ring-navy-900/10">
              <p className="font-semibold text-navy-900">
                {eventWords[event.kind]}: {formatCents(event.amount)}
              </p>
              <p className="text-navy-700">
                {event.at ? <time dateTime={event.at}>{formatFacilityDateTime(event.at)}</time> : 'Time not recorded'}
                {event.reference && <span className="wrap-anywhere"> · Card payment reference {event.reference}</span>}
              </p>
            </li>
          ))}
        </ol>
      )}
    </DetailSection>
  );
}
