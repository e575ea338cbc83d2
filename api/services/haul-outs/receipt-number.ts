import { facilityToday } from '#shared/stay-dates.ts';

/** A receipt's number: the day the vessel was hauled and its stay's R-number, so an insurer can quote it. */
export const receiptNumberOf = (reservationNumber: string, hauledAt: Date) =>
  `HO-${facilityToday(hauledAt).replaceAll('-', '')}-${reservationNumber.replace(/^R-\d{4}-/, '')}`;

/** The file name a receipt is mailed and downloaded under. */
export const haulOutReceiptFileName = (receiptNumber: string, vesselName: string) =>
  `haul-out-receipt-${receiptNumber}-${vesselName.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')}.pdf`;
