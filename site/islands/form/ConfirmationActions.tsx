import { primaryButtonClass, secondaryButtonClass } from './button-classes.ts';

/** A confirmation's way on: the same form again, empty, or the home page. */
export function ConfirmationActions({ anotherLabel, onAnother }: { anotherLabel: string; onAnother: () => void }) {
  return (
    <div className="mt-8 flex flex-wrap justify-center gap-4">
      <button type="button" onClick={onAnother} className={primaryButtonClass}>
        {anotherLabel}
      </button>
      <a href="/" className={secondaryButtonClass}>
        Return Home
      </a>
    </div>
  );
}
