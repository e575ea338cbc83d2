import type { ReservationView } from '#shared/berth-views.ts';
import { CardPayment } from './CardPayment.tsx';
import { confirmPayment, createPaymentIntent } from './checkout-api.ts';
import type { OfficePhone } from './PaymentNotices.tsx';
import { stripeRedirectReturn } from './stripe-redirect-return.ts';

interface PaymentStepProps {
  reservation: ReservationView;
  officePhone: OfficePhone;
  onPaid: (reservation: ReservationView) => void;
}

/** Back from a redirect-based payment method: the money question is the server's to settle. */
function returnedPayment(): string | undefined {
  const returned = stripeRedirectReturn(window.location);
  if (!returned) return undefined;
  window.history.replaceState(null, '', returned.cleanUrl);
  return returned.paymentIntentId;
}

/** Payment: sets up an intent for the reservation's total, takes the card, then has the server record it. */
export function PaymentStep({ reservation, officePhone, onPaid }: PaymentStepProps) {
  return (
    <CardPayment
      start={() => createPaymentIntent(reservation.id)}
      record={async (paymentIntentId) => onPaid(await confirmPayment(reservation.id, paymentIntentId))}
      alreadyPaid={returnedPayment}
      officePhone={officePhone}
    />
  );
}
