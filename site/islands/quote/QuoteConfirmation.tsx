import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { ConfirmationActions } from '#site/islands/form/ConfirmationActions.tsx';
import { NextSteps } from '#site/islands/form/NextSteps.tsx';

interface QuoteConfirmationProps {
  quoteNumber: string;
  contactEmail: string;
  onRequestAnother: () => void;
}

const nextSteps = [
  'A coordinator reads your request today and may call or write with a question about the vessel or the work.',
  'Within 24 hours you receive an initial quote with labor, materials, equipment and schedule, line by line.',
  'Once you accept, we book the crew, the shop time or the dock space and confirm the dates with you.',
];

/**
 * Shown in place of the quote form once the request is in, so the quote number stays on the page
 * after the toast has gone (issue 23, decision 097).
 */
export function QuoteConfirmation({ quoteNumber, contactEmail, onRequestAnother }: QuoteConfirmationProps) {
  const heading = useRef<HTMLHeadingElement>(null);

  // The form the visitor was in is gone; focus moves to what replaced it so nobody is left nowhere.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section aria-labelledby="quote-confirmation-heading" className="text-center">
      <CircleCheck aria-hidden="true" className="mx-auto size-14 text-sea-700" />
      <h2 id="quote-confirmation-heading" ref={heading} tabIndex={-1} className="mt-4 text-3xl font-extrabold">
        Quote Request Submitted
      </h2>
      <p role="status" className="mx-auto mt-4 max-w-xl rounded-lg bg-sea-100 px-4 py-3 text-lg text-navy-900">
        Your request number is <strong className="money font-extrabold wrap-anywhere">{quoteNumber}</strong>. Please mention it whenever you
        contact us about this project.
      </p>
      <p className="mx-auto mt-4 max-w-xl text-navy-600">
        A copy is on its way to <span className="font-semibold wrap-anywhere text-navy-900">{contactEmail}</span>. Here is what happens
        next:
      </p>
      <NextSteps steps={nextSteps} className="mt-6" />
      <ConfirmationActions anotherLabel="Request Another Quote" onAnother={onRequestAnother} />
    </section>
  );
}
