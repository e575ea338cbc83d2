import { lazy, Suspense, useEffect, useState } from 'react';
import type { PaymentIntentResponse } from '#shared/berth-views.ts';
import { toast } from '#site/lib/toast-store.ts';
import { paymentSetupFailure, paymentSetupFallback } from './payment-setup-failure.ts';
import { PaymentBusy, PaymentNotRecorded, PaymentSetupFailed, type OfficePhone } from './PaymentNotices.tsx';
import { TestCardForm } from './TestCardForm.tsx';

// Stripe's script is fetched only when the server answers in Stripe mode.
const StripeCardForm = lazy(() => import('./StripeCardForm.tsx'));

type Setup =
  | { state: 'setting-up' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; intent: PaymentIntentResponse }
  | { state: 'not-recorded'; paymentIntentId: string };

interface CardPaymentProps {
  /** Asks the server for the payment of the fixed amount (the reservation's total, the invoice's). */
  start: () => Promise<PaymentIntentResponse>;
  /** The provider has the money: the server checks with it and records it; throws when it could not. */
  record: (paymentIntentId: string) => Promise<void>;
  /** A payment already made elsewhere (back from a redirect-based method): recorded instead of starting one. */
  alreadyPaid?: () => string | undefined;
  officePhone?: OfficePhone;
  /** The heading that names what is paid, for the card form's label. */
  labelledBy?: string;
}

/**
 * One card payment, as the checkout and an invoice take it: sets up the payment, takes the card (the
 * test mode's form or Stripe Elements), then has the server record it; each failure says what to do.
 */
export function CardPayment({ start, record, alreadyPaid, officePhone, labelledBy }: CardPaymentProps) {
  const [setup, setSetup] = useState<Setup>({ state: 'setting-up' });
  const [attempt, setAttempt] = useState(0);

  async function recordPayment(paymentIntentId: string): Promise<void> {
    try {
      await record(paymentIntentId);
    } catch {
      toast({
        variant: 'destructive',
        title: 'Payment Confirmation Failed',
        description: 'Payment processed but confirmation failed. Please contact support.',
      });
      setSetup({ state: 'not-recorded', paymentIntentId });
    }
  }

  function setupFailed(message: string) {
    toast({ variant: 'destructive', title: 'Payment Setup Failed', description: message });
    setSetup({ state: 'failed', message });
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a retry asks again; what is paid is fixed while this is shown.
  useEffect(() => {
    let current = true;
    const paid = alreadyPaid?.();
    if (paid) {
      void recordPayment(paid);
      return;
    }
    start().then(
      (intent) => {
        if (current) setSetup({ state: 'ready', intent });
      },
      (error: unknown) => {
        if (current) setupFailed(paymentSetupFailure(error));
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  function retrySetup() {
    setSetup({ state: 'setting-up' });
    setAttempt((count) => count + 1);
  }

  switch (setup.state) {
    case 'setting-up':
      return <PaymentBusy label="Setting up payment…" />;
    case 'failed':
      return <PaymentSetupFailed message={setup.message} onRetry={retrySetup} />;
    case 'not-recorded': {
      const { paymentIntentId } = setup;
      return <PaymentNotRecorded officePhone={officePhone} onRecordAgain={() => recordPayment(paymentIntentId)} />;
    }
    case 'ready': {
      const { intent } = setup;
      const charged = () => recordPayment(intent.paymentIntentId);
      if (intent.mode === 'test') {
        return <TestCardForm clientSecret={intent.clientSecret} amount={intent.amount} onCharged={charged} labelledBy={labelledBy} />;
      }
      return (
        <Suspense fallback={<PaymentBusy label="Loading the secure card form…" />}>
          <StripeCardForm
            publishableKey={intent.publishableKey}
            clientSecret={intent.clientSecret}
            amount={intent.amount}
            onCharged={charged}
            onUnavailable={() => setupFailed(paymentSetupFallback)}
            labelledBy={labelledBy}
          />
        </Suspense>
      );
    }
  }
}
