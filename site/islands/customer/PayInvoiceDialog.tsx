import * as Dialog from '@radix-ui/react-dialog';
import type { CustomerInvoice } from '#shared/customer-views.ts';
import { formatCents } from '#shared/pricing.ts';
import { CardPayment } from '#site/islands/checkout/CardPayment.tsx';
import { secondaryButtonClass } from '#site/islands/form/button-classes.ts';
import { confirmInvoicePayment, startInvoicePayment } from './customer-area-api.ts';

interface PayInvoiceDialogProps {
  invoice: CustomerInvoice;
  onClose: () => void;
  /** The server has recorded the payment: the invoice as it is now, paid. */
  onPaid: (invoice: CustomerInvoice) => void;
}

const headingId = 'pay-invoice-heading';

/**
 * The card payment of one invoice, in a dialog that names the invoice and the amount before any
 * money moves: the checkout's own card form (the test mode's or Stripe Elements), then the server
 * checks with the provider and marks the invoice paid. Mounted while open.
 */
export function PayInvoiceDialog({ invoice, onClose, onPaid }: PayInvoiceDialogProps) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-950/60" />
        <Dialog.Content
          aria-labelledby={headingId}
          className="fixed top-1/2 left-1/2 z-50 grid max-h-dvh w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl bg-sand-50 p-6 shadow-2xl outline-none"
        >
          <Dialog.Title id={headingId} className="text-xl font-extrabold wrap-anywhere text-navy-900">
            Pay invoice <span className="money whitespace-normal">{invoice.invoiceNumber}</span>
          </Dialog.Title>
          <Dialog.Description className="text-navy-700">
            {invoice.description ?? 'Marine services'}: <strong className="money font-bold">{formatCents(invoice.totalAmount)}</strong>.
            Your card is charged only when you press Pay.
          </Dialog.Description>
          <CardPayment
            start={() => startInvoicePayment(invoice.id)}
            record={async (paymentIntentId) => onPaid(await confirmInvoicePayment(invoice.id, paymentIntentId))}
            labelledBy={headingId}
          />
          <Dialog.Close className={`${secondaryButtonClass} justify-self-end`}>Close</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
