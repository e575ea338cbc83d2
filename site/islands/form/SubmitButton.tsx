import { LoaderCircle } from 'lucide-react';
import { primaryButtonClass } from './button-classes.ts';

/** The form's one primary action; while the request is out it says so and cannot be pressed again. */
export function SubmitButton({ pending, label, pendingLabel }: { pending: boolean; label: string; pendingLabel: string }) {
  return (
    <button type="submit" disabled={pending} className={`${primaryButtonClass} w-full sm:w-auto`}>
      {pending && <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />}
      {pending ? pendingLabel : label}
    </button>
  );
}
