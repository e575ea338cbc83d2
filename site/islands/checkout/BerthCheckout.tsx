import { lazy, useEffect, useRef, useState } from 'react';
import type { LeaseView, ReservationView } from '#shared/berth-views.ts';
import type { ElectronicConsentBody } from '#shared/schemas/lease.ts';
import { QueryProvider } from '#site/lib/query-provider.tsx';
import { toast } from '#site/lib/toast-store.ts';
import { secondaryButtonClass } from '#site/islands/form/button-classes.ts';
import { standInFields } from '#site/islands/form/form-layout.ts';
import { FormOnFirstUse } from '#site/islands/form/FormOnFirstUse.tsx';
import { dismissOpenToast } from './dismiss-open-toast.ts';
import { HoldCountdown } from './HoldCountdown.tsx';
import { holdState } from './hold-state.ts';
import { LeaseInfoFormLayout, startingValues } from './LeaseInfoFormLayout.tsx';
import { LoadedInBrowser } from './LoadedInBrowser.tsx';
import { openingStep, type CheckoutStep } from './opening-step.ts';
import type { OfficePhone } from './PaymentNotices.tsx';
import { ReservationSummary } from './ReservationSummary.tsx';
import { StepIndicator } from './StepIndicator.tsx';
import { useCheckoutReservation } from './use-checkout-reservation.ts';
import { useHoldClock } from './use-hold-clock.ts';

// The steps after Lease Info, and the two ways a checkout ends, are loaded when reached: a checkout
// opens on Lease Info, and its first load stays small.
const LeaseReviewStep = lazy(() => import('./LeaseReviewStep.tsx').then((module) => ({ default: module.LeaseReviewStep })));
const SignLeaseStep = lazy(() => import('./SignLeaseStep.tsx').then((module) => ({ default: module.SignLeaseStep })));
const PaymentStep = lazy(() => import('./PaymentStep.tsx').then((module) => ({ default: module.PaymentStep })));
const CompleteStep = lazy(() => import('./CompleteStep.tsx'));
const HoldEnded = lazy(() => import('./HoldEnded.tsx'));
// Lease Info's checks (zod, react-hook-form, its resolver) are not on the checkout's first load: they come when the form is first used.
const loadLeaseInfoStep = () => import('./LeaseInfoStep.tsx').then((module) => module.LeaseInfoStep);

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
export default function BerthCheckout(props: BerthCheckoutProps) {
  return (
    <QueryProvider>
      <Checkout {...props} />
    </QueryProvider>
  );
}

function Checkout({ reservation: loaded, officePhone }: BerthCheckoutProps) {
  const { reservation, replace, withLease, reload } = useCheckoutReservation(loaded);
  const [step, setStep] = useState<CheckoutStep>(() => openingStep(loaded));
  const [leaseChanged, setLeaseChanged] = useState(false);
  // The consent to electronic records agreed to on Review, sent again with the signature.
  const [consent, setConsent] = useState<ElectronicConsentBody | null>(null);
  const hold = holdState(reservation, useHoldClock(reservation.holdExpiresAt));
  const heading = useRef<HTMLHeadingElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const opened = useRef(false);

  // The old step's controls are gone: focus moves to the new step's heading (not on page load), and
  // the view starts at the progress list so the visitor sees where they now are.
  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs when the step or the hold's state changes, which it does not read.
  useEffect(() => {
    if (opened.current) {
      heading.current?.focus({ preventScroll: true });
      top.current?.scrollIntoView({ block: 'start' });
      dismissOpenToast();
    }
    opened.current = true;
  }, [step, hold.kind]);

  // The hold ran out while the page was open: the server's copy says why (once it has cancelled it).
  const endedHere = hold.kind === 'ended' && reservation.status === 'pending';
  // biome-ignore lint/correctness/useExhaustiveDependencies: one reload when the hold ends, whatever reload's identity.
  useEffect(() => {
    if (endedHere) reload().catch(() => undefined);
  }, [endedHere]);

  async function showChangedLease() {
    try {
      await reload();
    } catch {
      toast({ variant: 'destructive', title: 'Failed to load the new lease', description: 'Reload the page to see it.' });
      return;
    }
    setLeaseChanged(true);
    setStep('review');
  }

  const { lease } = reservation;
  // Review and Sign need a lease to show; without one the visitor starts at Lease Info. Sign opens
  // only from Review's "Agree and continue to sign", once the consent has been recorded.
  const needsLease = (step === 'review' || step === 'sign') && !lease;
  const shown: CheckoutStep = needsLease ? 'lease-info' : step === 'sign' && !consent ? 'review' : step;

  function stepContent() {
    if (shown === 'review' && lease) {
      return (
        <LoadedInBrowser>
          <LeaseReviewStep
            lease={lease}
            changedSinceReview={leaseChanged}
            onEdit={() => setStep('lease-info')}
            onAgreed={(agreed) => {
              setLeaseChanged(false);
              setConsent(agreed);
              setStep('sign');
            }}
          />
        </LoadedInBrowser>
      );
    }
    if (shown === 'sign' && lease && consent) {
      return (
        <LoadedInBrowser>
          <SignLeaseStep
            reservation={reservation}
            lease={lease}
            consent={consent}
            onBack={() => setStep('review')}
            onLeaseChanged={showChangedLease}
            onSigned={(signed) => {
              withLease(signed);
              setStep('payment');
            }}
          />
        </LoadedInBrowser>
      );
    }
    if (shown === 'payment') {
      return (
        <LoadedInBrowser>
          <PaymentStep
            reservation={reservation}
            officePhone={officePhone}
            onPaid={(paid) => {
              replace(paid);
              setStep('complete');
            }}
          />
        </LoadedInBrowser>
      );
    }
    if (shown === 'complete') {
      return (
        <LoadedInBrowser>
          <CompleteStep reservation={reservation} />
        </LoadedInBrowser>
      );
    }
    return (
      <FormOnFirstUse
        load={loadLeaseInfoStep}
        props={{
          reservation,
          onGenerated: (generated: LeaseView) => {
            withLease(generated);
            setStep('review');
          },
        }}
        standIn={<LeaseInfoFormLayout reservation={reservation} field={standInFields(startingValues(reservation.lease))} loading />}
      />
    );
  }

  const returnToBerths = (
    <a href="/berths" className={`${secondaryButtonClass} w-full`}>
      Return to Berths
    </a>
  );

  if (hold.kind === 'ended') {
    return (
      <div ref={top} className="grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section
          aria-labelledby="checkout-step-heading"
          className="min-w-0 rounded-xl bg-white p-5 shadow-sm ring-1 ring-navy-900/10 sm:p-8"
        >
          <h2 id="checkout-step-heading" ref={heading} tabIndex={-1} className="mb-4 text-2xl font-extrabold sm:text-3xl">
            {hold.expiredAt ? 'Your hold has expired' : 'This reservation was cancelled'}
          </h2>
          <LoadedInBrowser>
            <HoldEnded reservation={reservation} expiredAt={hold.expiredAt} reason={hold.reason} officePhone={officePhone} />
          </LoadedInBrowser>
        </section>
        <div className="grid gap-4 lg:sticky lg:top-28">
          <ReservationSummary reservation={reservation} />
          {returnToBerths}
        </div>
      </div>
    );
  }

  return (
    <div ref={top} className="grid gap-6">
      <StepIndicator current={shown} />
      {hold.kind === 'live' && <HoldCountdown expiresAt={hold.expiresAt} minutesLeft={hold.minutesLeft} />}
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
          {shown !== 'complete' && returnToBerths}
        </div>
      </div>
    </div>
  );
}
