import { z } from 'zod';
import { calendarDay } from './calendar-day.ts';
import { optionalText, requiredText } from './lead-common.ts';

// Request shapes of invoices: the office issuing one to a client, and the customer's card payment of one.

/** `POST /api/admin/clients/{id}/invoices`: the office's own invoice number, what it is for, the total in cents and the due date. */
export const issueInvoiceSchema = z.object({
  invoiceNumber: requiredText('Invoice number', { max: 40 }),
  description: optionalText('Description', { max: 200 }),
  totalAmount: z
    .number({ message: 'Amount is required' })
    .int('Amount must be whole cents')
    .min(50, 'Amount must be at least $0.50')
    .max(100_000_000, 'Amount must be at most $1,000,000.00'),
  dueDate: calendarDay('Due date must be a date (YYYY-MM-DD)'),
});

export type IssueInvoiceBody = z.output<typeof issueInvoiceSchema>;
