import { loadCompany } from '#api/content/company.ts';
import { AppError } from '#api/lib/errors.ts';
import { officeOf, type MarinaOffice } from '#api/mail/letter.ts';

export function marinaOffice(): MarinaOffice {
  return officeOf(loadCompany());
}

/** Production without Stripe keys: payment is refused, never faked, and the customer is told whom to call. */
export const paymentsUnavailable = () =>
  new AppError(
    'service_unavailable',
    `Card payments are not available online right now. Please call the marina office at ${marinaOffice().phone} to arrange payment.`,
  );
