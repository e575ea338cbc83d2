import { lazy, Suspense, useEffect, useState } from 'react';
import type { PaymentIntentResponse, ReservationView } from '#shared/berth-views.ts';
import { toast } from '#site/lib/toast-store.ts';
import { confirmPayment, createPaymentIntent } from './checkout-api.ts';
import { paymentSetupFailure, paymentSetupFallback } from './payment-setup-failure.ts';
import { PaymentBusy, PaymentNotRecorded, PaymentSetupFailed, type OfficePhone } from './PaymentNotices.tsx';
import { stripeRedirectReturn } from './stripe-redirect-return.ts';
import { TestCardForm } from './TestCardForm.tsx';

// Stripe's script is fetched only when the server answers in Stripe mode.
const StripeCardForm = lazy(() => import('./StripeCardForm.tsx'));

interface PaymentStepProps {
  reservation: ReservationView;
  officePhone: OfficePhone;
  onPaid: (reservation: ReservationView) => void;
}

type Setup =
  | { state: 'setting-up' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; intent: PaymentIntentResponse }
  | { state: 'not-recorded'; paymentIntentId: string };

/** Payment: sets up an intent for the reservation's total, takes the card, then has the server record it. */
export function PaymentStep({ reservation, officePhone, onPaid }: PaymentStepProps) {
  const [setup, setSetup] = useState<Setup>({ state: 'setting-up' });
  const [attempt, setAttempt] = useState(0);

  /** The provider has the money; the server checks with it and marks the reservation paid. */
  async function recordPayment(paymentIntentId: string): Promise<void> {
    try {
      onPaid(await confirmPayment(reservation.id, paymentIntentId));
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

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a retry asks again; the reservation is fixed on this step.
  useEffect(() => {
    let current = true;
    const returned = stripeRedirectReturn(window.location);
    if (returned) {
      // Back from a redirect-based payment method: the money question is the server's to settle.
      window.history.replaceState(null, '', returned.cleanUrl);
      void recordPayment(returned.paymentIntentId);
      return;
    }
    createPaymentIntent(reservation.id).then(
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
        return <TestCardForm clientSecret={intent.clientSecret} amount={intent.amount} onCharged={charged} />;
      }
      return (
        <Suspense fallback={<PaymentBusy label="Loading the secure card form…" />}>
          <StripeCardForm
            publishableKey={intent.publishableKey}
            clientSecret={intent.clientSecret}
            amount={intent.amount}
            onCharged={charged}
            onUnavailable={() => setupFailed(paymentSetupFallback)}
          />
        </Suspense>
      );
    }
  }
}
