import type { CustomerInvoice } from '#shared/customer-views.ts';
import { formatCents } from '#shared/pricing.ts';
import { facilityToday, formatStayDate } from '#shared/stay-dates.ts';

/** A moment as the day it was at the facility: "Nov 28, 2026". */
const facilityDay = (moment: string) => formatStayDate(facilityToday(new Date(moment)));

/** An invoice the customer can pay by card from the account. */
export const isPayable = (invoice: Pick<CustomerInvoice, 'status'>) => invoice.status === 'pending' || invoice.status === 'overdue';

/** What a row says of the money beside its status: when it was paid, and any refund. */
export function invoicePaymentLines(invoice: Pick<CustomerInvoice, 'paidDate' | 'refundedAmount' | 'refundedAt'>): string[] {
  const lines: string[] = [];
  if (invoice.paidDate) lines.push(`Paid on ${facilityDay(invoice.paidDate)}`);
  if (invoice.refundedAmount && invoice.refundedAt) {
    lines.push(`Refunded ${formatCents(invoice.refundedAmount)} on ${facilityDay(invoice.refundedAt)}`);
  }
  return lines;
}
