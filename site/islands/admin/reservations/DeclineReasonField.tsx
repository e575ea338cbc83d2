import { declineReasonMaxLength } from '#shared/schemas/admin-reservations.ts';
import { TextArea } from '#site/islands/form/controls.tsx';

/** The reason a decline gives the customer, in the decline's dialog; required when a payment is refunded. */
export function DeclineReasonField({
  value,
  required,
  error,
  onChange,
}: {
  value: string;
  required: boolean;
  error: string | null;
  onChange: (value: string) => void;
}) {
  return (
    <TextArea
      label="Reason for the customer"
      hint={required ? 'Sent to the customer with the refund.' : 'Optional; sent to the customer.'}
      required={required}
      error={error ?? undefined}
      rows={3}
      maxLength={declineReasonMaxLength}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
