import { useEffect, useRef } from 'react';
import { earlyMoveQuestion } from '#shared/early-stay-words.ts';
import type { EarlyMove } from '#shared/reservation-transitions.ts';
import { primaryButtonClass, secondaryButtonClass } from '#site/islands/form/button-classes.ts';

const smallButton = 'min-h-11 px-4 text-sm';

/**
 * The question before a stay is started or completed ahead of its date, in the row itself: it
 * names the date that was due; confirming records the early move, Cancel leaves the stay as it is.
 */
export function EarlyMoveConfirm({
  early,
  today,
  onConfirm,
  onCancel,
}: {
  early: EarlyMove;
  /** The facility's day the move would be recorded on. */
  today: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const confirmButton = useRef<HTMLButtonElement>(null);
  useEffect(() => confirmButton.current?.focus(), []);
  const what = early.kind === 'arrival' ? 'Record early arrival' : 'Record early departure';

  return (
    <fieldset
      className="rounded-md bg-sand-50 p-3 ring-1 ring-navy-900/10"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      {/* Floated so the question sits inside the box instead of on its top edge. */}
      <legend className="float-left mb-3 w-full font-semibold text-navy-900">{earlyMoveQuestion(early, today)}</legend>
      <div className="clear-left flex flex-wrap gap-2">
        <button ref={confirmButton} type="button" onClick={onConfirm} className={`${primaryButtonClass} ${smallButton}`}>
          {what}
        </button>
        <button type="button" onClick={onCancel} className={`${secondaryButtonClass} ${smallButton}`}>
          Cancel
        </button>
      </div>
    </fieldset>
  );
}
