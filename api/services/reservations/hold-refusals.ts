import { AppError } from '#api/lib/errors.ts';
import type { HoldPolicy } from '#shared/hold-policy.ts';

// Each refusal says why in the requester's own terms and what to do next, with the dock office's
// phone; none tells anything about other people's holds.

/** Too many holds at once; `whose` is "for your account", "from this network"… */
export const tooManyHolds = (limit: number, whose: string, phone: string) =>
  new AppError(
    'rate_limited',
    `There are already ${limit} unpaid reservations waiting for payment ${whose}. ` +
      'Please complete or let one of them expire before reserving again, ' +
      `or call the dock office at ${phone} to book more berths.`,
  );

/** The requester's unpaid holds would take more berth-nights than allowed. */
export const tooManyBerthNights = (cap: number, whose: string, phone: string) =>
  new AppError(
    'rate_limited',
    `Unpaid reservations ${whose} can hold at most ${cap} berth-nights at once, and this one would go past that. ` +
      'Please complete or let one of them expire before reserving again, ' +
      `or call the dock office at ${phone} to hold more than ${cap} nights without payment.`,
  );

/** A long stay was already held without payment by this requester lately. */
export const longStayHeldAlready = (policy: HoldPolicy, whose: string, phone: string) => {
  const { moreThanNights, holdMinutes, unpaidHoldsPerHours } = policy.longStay;
  return new AppError(
    'rate_limited',
    `A stay of more than ${moreThanNights} nights is held for ${holdMinutes} minutes, once in ${unpaidHoldsPerHours} hours ${whose}, ` +
      'and that hold has been used. Please complete the one you have, ' +
      `or call the dock office at ${phone} to hold more than ${moreThanNights} nights without payment.`,
  );
};

/** Unpaid holds already take the marina's share of some night of the stay. */
export const marinaShareHeld = (phone: string) =>
  new AppError(
    'rate_limited',
    'So many berths are already held for payment on some of those nights that this stay cannot be held without payment right now. ' +
      `Please try again later or choose other dates, or call the dock office at ${phone} to book this stay.`,
  );
