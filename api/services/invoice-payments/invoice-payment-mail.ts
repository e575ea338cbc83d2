import { formatCents } from '#shared/pricing.ts';
import { formatFacilityDateTime } from '#shared/stay-dates.ts';
import type { Invoice } from '#api/db/schema/index.ts';
import { hello, letter, type MailContent, type MarinaOffice } from '#api/mail/letter.ts';
import { fieldTable, oneLine } from '#api/mail/plain-text.ts';

interface PaidInvoice {
  invoice: Invoice & { paidDate: Date };
  firstName: string | null;
  /** The Invoices of the customer's account. */
  invoicesUrl: string;
}

/** For the customer: the receipt of an invoice paid online, with where the account shows it. */
export function invoiceReceipt({ invoice, firstName, invoicesUrl }: PaidInvoice, office: MarinaOffice): MailContent {
  const amount = formatCents(invoice.totalAmount);
  return {
    subject: oneLine(`Payment received: invoice ${invoice.invoiceNumber}, ${amount} — ${office.name}`),
    text: letter(
      hello(firstName),
      [
        `Thank you: we received your card payment of ${amount} for invoice ${invoice.invoiceNumber}. The invoice is now paid.`,
        fieldTable([
          ['Invoice', invoice.invoiceNumber],
          ['For', invoice.description ?? 'Marine services'],
          ['Amount paid', amount],
          ['Paid on', formatFacilityDateTime(invoice.paidDate)],
        ]),
        `Your invoices, this one among them:\n${invoicesUrl}`,
        `Questions? Call the marina office at ${office.phone}.`,
      ],
      office,
    ),
  };
}
