import { FlaskConical } from 'lucide-react';
import { errorMessage } from '#shared/api-client.ts';
import { formatCents } from '#shared/pricing.ts';
import { testCardPaymentSchema } from '#shared/schemas/payment.ts';
import { toast } from '#site/lib/toast-store.ts';
import { TextInput } from '#site/islands/form/controls.tsx';
import { SubmitButton } from '#site/islands/form/SubmitButton.tsx';
import { useZodForm } from '#site/islands/form/use-zod-form.ts';
import { payWithTestCard } from './checkout-api.ts';

interface TestCardFormProps {
  clientSecret: string;
  amount: number;
  /** Records the payment once the provider took it; resolves when the checkout has moved on or said why not. */
  onCharged: () => Promise<void>;
  /** The id of the heading that names what is paid for. */
  labelledBy?: string;
}

/** The offline test provider's card form: Stripe's test card numbers, no money moves. */
export function TestCardForm({ clientSecret, amount, onCharged, labelledBy = 'checkout-step-heading' }: TestCardFormProps) {
  const { register, onSubmit, errorOf, submitting } = useZodForm(testCardPaymentSchema, {
    defaultValues: { clientSecret, cardNumber: '' },
  });
  // onCharged says itself why the checkout cannot move on, so only the card's own refusal is "Payment Failed".
  const submit = onSubmit(
    async (payment) => {
      await payWithTestCard(payment);
      await onCharged();
    },
    (error) =>
      toast({ variant: 'destructive', title: 'Payment Failed', description: errorMessage(error, 'The card payment did not go through.') }),
  );

  return (
    <form method="post" onSubmit={submit} aria-labelledby={labelledBy} className="grid gap-6">
      <p className="flex items-start gap-3 rounded-lg border-2 border-dashed border-safety-600 bg-sand-50 px-4 py-3 text-navy-900">
        <FlaskConical aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-safety-600" />
        <span>
          <strong className="font-bold">Test mode — no real charge.</strong> This site is not connected to a card processor; use a test card
          number.
        </span>
      </p>
      <TextInput
        label="Card number"
        required
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        hint="Use 4242 4242 4242 4242. 4000 0000 0000 0002 is declined."
        className="max-w-sm"
        error={errorOf('cardNumber')}
        {...register('cardNumber')}
      />
      <p className="flex items-baseline justify-between gap-4 border-t border-sand-300 pt-4 text-lg">
        <span className="font-semibold text-navy-700">Amount due</span>
        <span className="money text-2xl font-extrabold">{formatCents(amount)}</span>
      </p>
      <div>
        <SubmitButton pending={submitting} label={`Pay ${formatCents(amount)}`} pendingLabel="Processing..." />
      </div>
    </form>
  );
}
