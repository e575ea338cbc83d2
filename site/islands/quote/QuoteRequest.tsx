import { useState } from 'react';
import Toaster from '#site/islands/toaster/Toaster.tsx';
import { QuoteConfirmation } from './QuoteConfirmation.tsx';
import QuoteRequestForm, { type SubmittedQuote } from './QuoteRequestForm.tsx';

/**
 * The quote page's one island: the request form, then the confirmation with the quote number, then on
 * request an empty form again, with the toasts they raise. It hydrates when the visitor starts on the
 * form, so React loads only for someone who uses it (decision 072).
 */
export default function QuoteRequest() {
  const [submitted, setSubmitted] = useState<SubmittedQuote | null>(null);
  const [another, setAnother] = useState(false);

  const requestAnother = () => {
    setSubmitted(null);
    setAnother(true);
  };

  return (
    <>
      {submitted ? (
        <QuoteConfirmation {...submitted} onRequestAnother={requestAnother} />
      ) : (
        // The form unmounts behind the confirmation, so "Request Another Quote" starts from empty fields.
        <QuoteRequestForm onSubmitted={setSubmitted} focusOnMount={another} />
      )}
      <Toaster />
    </>
  );
}
