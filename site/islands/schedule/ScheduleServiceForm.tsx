import { useState } from 'react';
import Toaster from '#site/islands/toaster/Toaster.tsx';
import { ScheduleConfirmation, type PhoneNumber } from './ScheduleConfirmation.tsx';
import { ScheduleForm } from './ScheduleForm.tsx';

type Step = 'new' | 'another' | 'scheduled';

/**
 * The /schedule island: the form, then the confirmation, then on request an empty form again, with
 * the toasts they raise. It hydrates when the visitor starts on the form (decision 072).
 */
export default function ScheduleServiceForm({ emergencyPhone }: { emergencyPhone: PhoneNumber }) {
  const [step, setStep] = useState<Step>('new');

  return (
    <>
      {step === 'scheduled' ? (
        <ScheduleConfirmation emergencyPhone={emergencyPhone} onScheduleAnother={() => setStep('another')} />
      ) : (
        // The form unmounts behind the confirmation, so "Schedule Another Service" starts from empty fields.
        <ScheduleForm onScheduled={() => setStep('scheduled')} focusOnMount={step === 'another'} />
      )}
      <Toaster />
    </>
  );
}
