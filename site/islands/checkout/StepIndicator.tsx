import { Check } from 'lucide-react';
import { checkoutStepLabels, checkoutSteps, type CheckoutStep } from './opening-step.ts';

function markerClass(checked: boolean, isCurrent: boolean): string {
  if (checked) return 'bg-sea-700 text-white';
  if (isCurrent) return 'bg-white text-sea-800 ring-3 ring-sea-700';
  return 'bg-white text-navy-600 ring-2 ring-navy-300';
}

function labelClass(done: boolean, isCurrent: boolean): string {
  if (isCurrent) return 'font-bold text-navy-900 underline decoration-sea-700 decoration-2 underline-offset-4';
  return done ? 'font-semibold text-navy-800' : 'text-navy-600';
}

/**
 * Where the visitor is in the checkout. Done steps carry a check mark and the word "completed" for
 * screen readers, the current one `aria-current="step"` and an underlined bold label: never colour alone.
 */
export function StepIndicator({ current }: { current: CheckoutStep }) {
  const currentIndex = checkoutSteps.indexOf(current);

  return (
    <ol aria-label="Checkout progress" className="grid grid-cols-5">
      {checkoutSteps.map((step, index) => {
        const done = index < currentIndex;
        const isCurrent = index === currentIndex;
        // Complete is reached only once everything is done, so it wears the check as well.
        const checked = done || (isCurrent && step === 'complete');
        return (
          <li key={step} aria-current={isCurrent ? 'step' : undefined} className="relative flex flex-col items-center gap-2 text-center">
            {index > 0 && (
              <span
                aria-hidden="true"
                className={`absolute top-4 right-1/2 h-0.5 w-full -translate-y-1/2 ${index <= currentIndex ? 'bg-sea-700' : 'bg-navy-300'}`}
              />
            )}
            <span
              aria-hidden="true"
              className={[
                'relative z-10 grid size-8 place-items-center rounded-full text-sm font-bold tabular-nums',
                markerClass(checked, isCurrent),
              ].join(' ')}
            >
              {checked ? <Check className="size-4" strokeWidth={3} /> : index + 1}
            </span>
            <span className={`px-0.5 text-xs leading-tight sm:text-sm ${labelClass(done, isCurrent)}`}>
              {checkoutStepLabels[step]}
              {done && <span className="sr-only"> (completed)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
