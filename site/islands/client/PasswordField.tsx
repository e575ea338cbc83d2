import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { Field } from '#site/islands/form/Field.tsx';

type PasswordFieldProps = Omit<ComponentProps<'input'>, 'id' | 'type' | 'className' | 'required'> & {
  label: string;
  hint?: string;
  error?: string | undefined;
};

const inputClass = [
  'block w-full rounded-md border border-navy-400 bg-white py-2.5 pr-14 pl-3.5 text-base text-navy-900 placeholder:text-navy-500',
  'aria-invalid:border-2 aria-invalid:border-safety-600',
].join(' ');

/**
 * A password input with a show/hide toggle. The toggle keeps one name and tells its state with
 * aria-pressed, so a screen reader says "Show password, toggle button, pressed".
 */
export function PasswordField({ label, hint, error, ...input }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  const Icon = shown ? EyeOff : Eye;

  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <div className="relative">
          <input {...input} {...control} type={shown ? 'text' : 'password'} className={inputClass} />
          <button
            type="button"
            aria-pressed={shown}
            aria-label={`Show ${label.toLowerCase()}`}
            onClick={() => setShown((value) => !value)}
            className="absolute inset-y-0 right-0 grid w-12 place-items-center rounded-r-md text-navy-700 hover:text-sea-800"
          >
            <Icon aria-hidden="true" className="size-5" />
          </button>
        </div>
      )}
    </Field>
  );
}
