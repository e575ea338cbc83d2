import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js';
import { useMemo, useState, type SubmitEvent } from 'react';
import { formatCents } from '#shared/pricing.ts';
import { toast } from '#site/lib/toast-store.ts';
import { SubmitButton } from '#site/islands/form/SubmitButton.tsx';

interface StripeCardFormProps {
  publishableKey: string;
  clientSecret: string;
  amount: number;
  onCharged: () => Promise<void>;
  /** Stripe's script could not be loaded (offline, blocked): the card cannot be taken here. */
  onUnavailable: () => void;
  /** The id of the heading that names what is paid for. */
  labelledBy?: string;
}

function CardPayment({ amount, onCharged, labelledBy }: Pick<StripeCardFormProps, 'amount' | 'onCharged'> & { labelledBy: string }) {
  const stripe = useStripe();
  const elements = useElements();
  const [pending, setPending] = useState(false);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setPending(true);
    try {
      // Cards finish in place (3-D Secure opens Stripe's own modal); only redirect-based methods
      // leave the page, and come back to it with the intent named in the address.
      const { error } = await stripe.confirmPayment({
        elements,
        redirect: 'if_required',
        confirmParams: { return_url: window.location.href },
      });
      if (error) {
        toast({ variant: 'destructive', title: 'Payment Failed', description: error.message ?? 'The card payment did not go through.' });
        return;
      }
      await onCharged();
    } finally {
      setPending(false);
    }
  }

  return (
    <form method="post" onSubmit={submit} aria-labelledby={labelledBy} className="grid gap-6">
      <PaymentElement />
      <p className="flex items-baseline justify-between gap-4 border-t border-sand-300 pt-4 text-lg">
        <span className="font-semibold text-navy-700">Amount due</span>
        <span className="money text-2xl font-extrabold">{formatCents(amount)}</span>
      </p>
      <div>
        <SubmitButton pending={pending} label={`Pay ${formatCents(amount)}`} pendingLabel="Processing..." />
      </div>
    </form>
  );
}

/**
 * Stripe Elements for a live (or Stripe test-key) intent. Loaded on demand by the payment step, so
 * the built-in test mode never fetches Stripe's script.
 */
export default function StripeCardForm({
  publishableKey,
  clientSecret,
  amount,
  onCharged,
  onUnavailable,
  labelledBy = 'checkout-step-heading',
}: StripeCardFormProps) {
  // Elements never settles on a promise that rejects, so a failed script load is reported here instead.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is fixed for the form's life; the callback's identity does not matter.
  const stripe = useMemo(
    () =>
      loadStripe(publishableKey).catch(() => {
        onUnavailable();
        return null;
      }),
    [publishableKey],
  );

  return (
    <Elements stripe={stripe} options={{ clientSecret, appearance: { theme: 'stripe', variables: { colorPrimary: '#0f6f78' } } }}>
      <CardPayment amount={amount} onCharged={onCharged} labelledBy={labelledBy} />
    </Elements>
  );
}
