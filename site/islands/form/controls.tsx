import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Field, type FieldProps } from './Field.tsx';

// Borders keep 3:1 against white (navy-400); an invalid control turns its border orange as well as
// showing the message, so the state never rests on colour alone.
const controlClass = [
  'block w-full rounded-md border border-navy-400 bg-white px-3.5 py-2.5 text-base text-navy-900 placeholder:text-navy-500',
  'aria-invalid:border-2 aria-invalid:border-safety-600 disabled:bg-sand-100',
].join(' ');

type Native<Tag extends 'input' | 'textarea' | 'select'> = Omit<ComponentProps<Tag>, 'id' | 'className' | 'required' | 'children'>;

export function TextInput({ label, error, hint, required, className, ...input }: FieldProps & Native<'input'>) {
  return (
    <Field label={label} error={error} hint={hint} required={required} className={className}>
      {(control) => <input type="text" {...input} {...control} className={controlClass} />}
    </Field>
  );
}

export function TextArea({ label, error, hint, required, className, ...textarea }: FieldProps & Native<'textarea'>) {
  return (
    <Field label={label} error={error} hint={hint} required={required} className={className}>
      {(control) => <textarea rows={5} {...textarea} {...control} className={`${controlClass} resize-y`} />}
    </Field>
  );
}

interface SelectOption {
  value: string;
  label: string;
}

interface SelectProps extends FieldProps, Native<'select'> {
  options: readonly (SelectOption | string)[];
  /** The empty first choice of an optional select, e.g. "Select vessel type". */
  placeholder?: string;
}

export function Select({ label, error, hint, required, className, options, placeholder, ...select }: SelectProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required} className={className}>
      {(control) => (
        <div className="relative">
          <select {...select} {...control} className={`${controlClass} appearance-none pr-10`}>
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options.map((option) => {
              const { value, label: text } = typeof option === 'string' ? { value: option, label: option } : option;
              return (
                <option key={value} value={value}>
                  {text}
                </option>
              );
            })}
          </select>
          <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-navy-600" />
        </div>
      )}
    </Field>
  );
}
