import * as Dialog from '@radix-ui/react-dialog';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { PaymentIntentResponse } from '#shared/berth-views.ts';
import type { CustomerInvoice } from '#shared/customer-views.ts';
import { formatCents } from '#shared/pricing.ts';
import { toast } from '#site/lib/toast-store.ts';
import { secondaryButtonClass } from '#site/islands/form/button-classes.ts';
import { paymentSetupFailure, paymentSetupFallback } from '#site/islands/checkout/payment-setup-failure.ts';
import { PaymentBusy, PaymentNotRecorded, PaymentSetupFailed } from '#site/islands/checkout/PaymentNotices.tsx';
import { TestCardForm } from '#site/islands/checkout/TestCardForm.tsx';
import { confirmInvoicePayment, startInvoicePayment } from './customer-area-api.ts';

// Stripe's script is fetched only when the server answers in Stripe mode, as at the checkout.
const StripeCardForm = lazy(() => import('#site/islands/checkout/StripeCardForm.tsx'));

type Step =
  | { state: 'setting-up' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; intent: PaymentIntentResponse }
  | { state: 'not-recorded'; paymentIntentId: string };

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
  const [step, setStep] = useState<Step>({ state: 'setting-up' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a retry asks again; the invoice is fixed while the dialog is open.
  useEffect(() => {
    let current = true;
    startInvoicePayment(invoice.id).then(
      (intent) => {
        if (current) setStep({ state: 'ready', intent });
      },
      (error: unknown) => {
        if (current) setupFailed(paymentSetupFailure(error));
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  function setupFailed(message: string) {
    toast({ variant: 'destructive', title: 'Payment Setup Failed', description: message });
    setStep({ state: 'failed', message });
  }

  /** The provider has the money; the server checks with it and marks the invoice paid. */
  async function recordPayment(paymentIntentId: string): Promise<void> {
    try {
      onPaid(await confirmInvoicePayment(invoice.id, paymentIntentId));
    } catch {
      toast({
        variant: 'destructive',
        title: 'Payment Confirmation Failed',
        description: 'Payment processed but confirmation failed. Please contact support.',
      });
      setStep({ state: 'not-recorded', paymentIntentId });
    }
  }

  function body() {
    switch (step.state) {
      case 'setting-up':
        return <PaymentBusy label="Setting up payment…" />;
      case 'failed':
        return (
          <PaymentSetupFailed
            message={step.message}
            onRetry={() => {
              setStep({ state: 'setting-up' });
              setAttempt((count) => count + 1);
            }}
          />
        );
      case 'not-recorded': {
        const { paymentIntentId } = step;
        return <PaymentNotRecorded onRecordAgain={() => recordPayment(paymentIntentId)} />;
      }
      case 'ready': {
        const { intent } = step;
        const charged = () => recordPayment(intent.paymentIntentId);
        if (intent.mode === 'test') {
          return <TestCardForm clientSecret={intent.clientSecret} amount={intent.amount} onCharged={charged} labelledBy={headingId} />;
        }
        return (
          <Suspense fallback={<PaymentBusy label="Loading the secure card form…" />}>
            <StripeCardForm
              publishableKey={intent.publishableKey}
              clientSecret={intent.clientSecret}
              amount={intent.amount}
              onCharged={charged}
              onUnavailable={() => setupFailed(paymentSetupFallback)}
              labelledBy={headingId}
            />
          </Suspense>
        );
      }
    }
  }

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
          {body()}
          <Dialog.Close className={`${secondaryButtonClass} justify-self-end`}>Close</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
