import { CircleCheck, Phone } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { ConfirmationActions } from '#site/islands/form/ConfirmationActions.tsx';
import { NextSteps } from '#site/islands/form/NextSteps.tsx';

export interface PhoneNumber {
  display: string;
  tel: string;
}

interface ScheduleConfirmationProps {
  emergencyPhone: PhoneNumber;
  onScheduleAnother: () => void;
}

const nextSteps = [
  'Dispatch checks crews, equipment and dock space for your preferred date.',
  'We call or email within 24 hours to confirm the appointment, or to offer the nearest open time.',
  'On the day, the crew arrives at the agreed time and place, ready to work.',
];

/** Shown in place of the form once a request is in. */
export function ScheduleConfirmation({ emergencyPhone, onScheduleAnother }: ScheduleConfirmationProps) {
  const heading = useRef<HTMLHeadingElement>(null);

  // The form the visitor was in is gone; focus moves to what replaced it so nobody is left nowhere.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section aria-labelledby="schedule-confirmation-heading" className="text-center">
      <CircleCheck aria-hidden="true" className="mx-auto size-14 text-sea-700" />
      <h2 id="schedule-confirmation-heading" ref={heading} tabIndex={-1} className="mt-4 text-3xl font-extrabold">
        Service Request Received
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-lg text-navy-600">Your request is with our dispatch team. Here is what happens next:</p>
      <NextSteps steps={nextSteps} className="mt-8" />
      <p
        className={[
          'mx-auto mt-8 flex max-w-xl flex-wrap items-center justify-center gap-x-2 gap-y-1 rounded-lg bg-sand-100 px-4 py-3',
          'font-semibold',
        ].join(' ')}
      >
        <Phone aria-hidden="true" className="size-5 text-safety-600" />
        Emergency? Call our 24/7 line:{' '}
        <a href={`tel:${emergencyPhone.tel}`} className="money rounded-sm text-sea-700 underline underline-offset-4">
          {emergencyPhone.display}
        </a>
      </p>
      <ConfirmationActions anotherLabel="Schedule Another Service" onAnother={onScheduleAnother} />
    </section>
  );
}
