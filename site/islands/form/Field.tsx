import { FieldError } from './FieldError.tsx';
import { useId, type ReactNode } from 'react';

/** What every control needs to be tied to its label, hint and error. */
export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  required?: true;
}

export interface FieldProps {
  label: string;
  /** The schema's message for this field, shown under the control and read with it. */
  error?: string | undefined;
  hint?: string;
  required?: boolean;
  className?: string;
}

/** A labelled form field: label, optional hint, the control, then its error in words and an icon. */
export function Field({
  label,
  error,
  hint,
  required = false,
  className,
  children,
}: FieldProps & { children: (control: ControlProps) => ReactNode }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ');

  return (
    <div className={className}>
      <label htmlFor={id} className="block font-semibold text-navy-900">
        {label}
        {/* The asterisk is for the eye; the control's required attribute tells assistive technology. */}
        {required && (
          <span aria-hidden="true" className="text-safety-600">
            {' '}
            *
          </span>
        )}
      </label>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-navy-600">
          {hint}
        </p>
      )}
      <div className="mt-2">
        {children({
          id,
          'aria-invalid': Boolean(error),
          ...(describedBy && { 'aria-describedby': describedBy }),
          // Forms without noValidate get the browser's own required check from this as well.
          ...(required && { required: true }),
        })}
      </div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
