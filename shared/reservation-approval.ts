/**
 * How long the harbor office takes to approve (or decline) a paid berth reservation, in business
 * days: the promise the checkout makes when payment is done.
 */
export const reservationApprovalBusinessDays = 1;
