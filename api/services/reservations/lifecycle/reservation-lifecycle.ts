// The one home of a reservation's lifecycle. A reservation is made as a hold (pending, unpaid, with
// an expiry); a payment makes it a paid request; staff approve it (confirmed), start the stay
// (active) and complete it; staff decline a request or cancel a hold (cancelled, any payment
// refunded); a hold that runs out unpaid is cancelled. Which staff moves exist is the pure table in
// #shared/reservation-transitions.ts. Each transition below writes its change, audit row, customer
// mail and notice in one transaction, refunds through the payments port outside it with one
// idempotency key, and signals the calendar change once it has committed (decision 071). Routes,
// the Stripe webhook, the browser's payment confirmation and the hold-expiry worker call these; a
// decline is reached through `moveReservation` (to cancelled) and `cancelHold`.

export { cancelHold } from './cancel-hold.ts';
export { cancelExpiredHolds, overlappingStay, withIds } from './expired-holds.ts';
export { recordPayment, settlePayment } from './payment.ts';
export { moveReservation } from './staff-moves.ts';
