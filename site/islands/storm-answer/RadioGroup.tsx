import { FieldError } from '#site/islands/form/FieldError.tsx';
import { useId, type RefCallback } from 'react';

interface RadioOption {
  value: string;
  label: string;
}

interface RadioGroupProps {
  legend: string;
  hint?: string;
  name: string;
  options: readonly RadioOption[];
  value: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** The form's handle for moving the cursor here when the group is refused: the chosen option, else the first. */
  inputRef: RefCallback<HTMLInputElement>;
  error?: string | undefined;
}

/**
 * One question answered by choosing one option: a fieldset whose legend asks it, native radios (the
 * arrow keys move between them), and the refusal in words under them, read with every option.
 */
export function RadioGroup({ legend, hint, name, options, value, onChange, onBlur, inputRef, error }: RadioGroupProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  const focused = options.some((option) => option.value === value) ? value : options[0]?.value;

  return (
    <fieldset>
      <legend className="font-semibold text-navy-900">{legend}</legend>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-navy-600">
          {hint}
        </p>
      )}
      <div className="mt-2 grid gap-2 sm:flex sm:flex-wrap">
        {options.map((option) => (
          <label
            key={option.value}
            className={[
              'flex min-h-12 cursor-pointer items-center gap-3 rounded-md border bg-white px-4 py-2 text-navy-900',
              'has-checked:border-2 has-checked:border-sea-700 has-checked:bg-sea-100',
              error ? 'border-2 border-safety-600' : 'border-navy-400',
            ].join(' ')}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              onBlur={onBlur}
              ref={option.value === focused ? inputRef : undefined}
              aria-invalid={Boolean(error)}
              aria-describedby={describedBy}
              className="size-5 shrink-0 accent-sea-700"
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </fieldset>
  );
}
