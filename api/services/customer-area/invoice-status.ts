import type { InvoiceStatus } from '#shared/customer-options.ts';

/**
 * An invoice's status as the customer sees it on `today` (the facility's day): a pending invoice
 * whose due date has passed is overdue, though no one has written that to its row yet.
 */
export function invoiceStatusOn(invoice: { status: InvoiceStatus; dueDate: string | null }, today: string): InvoiceStatus {
  return invoice.status === 'pending' && invoice.dueDate !== null && invoice.dueDate < today ? 'overdue' : invoice.status;
}
