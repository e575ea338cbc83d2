import { CircleAlert } from 'lucide-react';

/** A field's error under its control, with the id its control is described by. */
export function FieldError({ id, children }: { id: string; children: string }) {
  return (
    <p id={id} className="mt-2 flex gap-1.5 text-sm font-semibold text-safety-600">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {children}
    </p>
  );
}
