import { useState } from 'react';
import { ScheduleConfirmation, type PhoneNumber } from './ScheduleConfirmation.tsx';
import { ScheduleForm } from './ScheduleForm.tsx';

type Step = 'new' | 'another' | 'scheduled';

/** The /schedule island: the form, then the confirmation, then on request an empty form again. */
export default function ScheduleServiceForm({ emergencyPhone }: { emergencyPhone: PhoneNumber }) {
  const [step, setStep] = useState<Step>('new');

  if (step === 'scheduled') {
    return <ScheduleConfirmation emergencyPhone={emergencyPhone} onScheduleAnother={() => setStep('another')} />;
  }
  // The form unmounts behind the confirmation, so "Schedule Another Service" starts from empty fields.
  return <ScheduleForm onScheduled={() => setStep('scheduled')} focusOnMount={step === 'another'} />;
}
