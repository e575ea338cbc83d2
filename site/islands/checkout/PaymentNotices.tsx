import { LoaderCircle, RotateCcw, TriangleAlert } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { primaryButtonClass, secondaryButtonClass } from '#site/islands/form/button-classes.ts';

export interface OfficePhone {
  display: string;
  tel: string;
}

/** A wait the visitor should know about, read out by screen readers as it appears. */
export function PaymentBusy({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center gap-3 py-6 text-lg font-semibold text-navy-700">
      <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-sea-700 motion-reduce:animate-none" />
      {label}
    </p>
  );
}

function Trouble({ children }: { children: ReactNode }) {
  return (
    <div className="flex items-start gap-3 rounded-lg border-2 border-safety-600 bg-sand-50 px-4 py-3">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-safety-600" />
      <div className="text-navy-900">{children}</div>
    </div>
  );
}

/** No card can be taken yet: why, and a way to ask again. */
export function PaymentSetupFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="grid gap-6">
      <Trouble>
        <p className="font-bold">Payment Setup Failed</p>
        <p className="mt-1">{message}</p>
      </Trouble>
      <div>
        <button type="button" onClick={onRetry} className={primaryButtonClass}>
          <RotateCcw aria-hidden="true" className="size-5" />
          Retry
        </button>
      </div>
    </div>
  );
}

/**
 * The card was charged but the reservation is not marked paid yet. Paying again would charge twice,
 * so the only way forward offered is to record the same payment again (or call the office).
 */
export function PaymentNotRecorded({ officePhone, onRecordAgain }: { officePhone?: OfficePhone; onRecordAgain: () => Promise<void> }) {
  const [recording, setRecording] = useState(false);

  async function recordAgain() {
    setRecording(true);
    await onRecordAgain();
    setRecording(false);
  }

  return (
    <div className="grid gap-6">
      <Trouble>
        <p className="font-bold">Your payment went through, but we could not record it yet.</p>
        <p className="mt-1">
          Do not pay again. Try recording it once more, or call the harbor office
          {officePhone ? (
            <>
              {' '}
              at{' '}
              <a href={`tel:${officePhone.tel}`} className="money rounded-sm font-semibold text-sea-700 underline underline-offset-4">
                {officePhone.display}
              </a>
              .
            </>
          ) : (
            ' (its number is at the foot of this page).'
          )}
        </p>
      </Trouble>
      <div>
        <button type="button" onClick={recordAgain} disabled={recording} className={secondaryButtonClass}>
          {recording ? (
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
          ) : (
            <RotateCcw aria-hidden="true" className="size-5" />
          )}
          {recording ? 'Recording...' : 'Record payment again'}
        </button>
      </div>
    </div>
  );
}
