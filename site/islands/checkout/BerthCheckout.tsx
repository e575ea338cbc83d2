import { useEffect, useRef, useState } from 'react';
import type { LeaseView, ReservationView } from '../../../shared/berth-views.ts';
import { secondaryButtonClass } from '../form/button-classes.ts';
import { CompleteStep } from './CompleteStep.tsx';
import { dismissOpenToast } from './dismiss-open-toast.ts';
import { LeaseInfoStep } from './LeaseInfoStep.tsx';
import { LeaseReviewStep } from './LeaseReviewStep.tsx';
import { openingStep, type CheckoutStep } from './opening-step.ts';
import type { OfficePhone } from './PaymentNotices.tsx';
import { PaymentStep } from './PaymentStep.tsx';
import { ReservationSummary } from './ReservationSummary.tsx';
import { SignLeaseStep } from './SignLeaseStep.tsx';
import { StepIndicator } from './StepIndicator.tsx';

const stepHeadings: Record<CheckoutStep, string> = {
  'lease-info': 'Lessee details',
  review: 'Review the lease',
  sign: 'Sign the lease',
  payment: 'Payment',
  complete: 'Reservation complete',
};

interface BerthCheckoutProps {
  /** The reservation as the server had it when the page was rendered. */
  reservation: ReservationView;
  officePhone: OfficePhone;
}

/** `/berth-checkout`: Lease Info → Review → Sign → Payment → Complete for one reservation. */
export default function BerthCheckout({ reservation: loaded, officePhone }: BerthCheckoutProps) {
  const [reservation, setReservation] = useState(loaded);
  const [step, setStep] = useState<CheckoutStep>(() => openingStep(loaded));
  const heading = useRef<HTMLHeadingElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const opened = useRef(false);

  // The old step's controls are gone: focus moves to the new step's heading (not on page load), and
  // the view starts at the progress list so the visitor sees where they now are.
  useEffect(() => {
    if (opened.current) {
      heading.current?.focus({ preventScroll: true });
      top.current?.scrollIntoView({ block: 'start' });
      dismissOpenToast();
    }
    opened.current = true;
  }, [step]);

  const withLease = (lease: LeaseView) => setReservation((current) => ({ ...current, lease, leaseId: lease.id }));
  const { lease } = reservation;
  // Review and Sign need a lease to show; without one the visitor starts at Lease Info.
  const shown: CheckoutStep = (step === 'review' || step === 'sign') && !lease ? 'lease-info' : step;

  function stepContent() {
    if (shown === 'review' && lease) {
      return <LeaseReviewStep lease={lease} onEdit={() => setStep('lease-info')} onContinue={() => setStep('sign')} />;
    }
    if (shown === 'sign' && lease) {
      return (
        <SignLeaseStep
          reservation={reservation}
          lease={lease}
          onBack={() => setStep('review')}
          onSigned={(signed) => {
            withLease(signed);
            setStep('payment');
          }}
        />
      );
    }
    if (shown === 'payment') {
      return (
        <PaymentStep
          reservation={reservation}
          officePhone={officePhone}
          onPaid={(paid) => {
            setReservation(paid);
            setStep('complete');
          }}
        />
      );
    }
    if (shown === 'complete') return <CompleteStep reservation={reservation} />;
    return (
      <LeaseInfoStep
        reservation={reservation}
        onGenerated={(generated) => {
          withLease(generated);
          setStep('review');
        }}
      />
    );
  }

  return (
    <div ref={top} className="grid gap-8">
      <StepIndicator current={shown} />
      <div className="grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section
          aria-labelledby="checkout-step-heading"
          className="min-w-0 rounded-xl bg-white p-5 shadow-sm ring-1 ring-navy-900/10 sm:p-8"
        >
          <h2 id="checkout-step-heading" ref={heading} tabIndex={-1} className="mb-4 text-2xl font-extrabold sm:text-3xl">
            {stepHeadings[shown]}
          </h2>
          {stepContent()}
        </section>
        <div className="grid gap-4 lg:sticky lg:top-28">
          <ReservationSummary reservation={reservation} />
          {shown !== 'complete' && (
            <a href="/berths" className={`${secondaryButtonClass} w-full`}>
              Return to Berths
            </a>
          )}
        </div>
      </div>
    </div>
  );
}
