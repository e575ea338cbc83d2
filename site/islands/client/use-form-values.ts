import { useState, type ChangeEvent } from 'react';

/** The typed values of a small form, a binder for its inputs (name, value, onChange), and a reset. */
export function useFormValues<Values extends { [Key in keyof Values]: string }>(initial: Values) {
  const [values, setValues] = useState(initial);
  const bind = (name: keyof Values & string) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });
  return { values, bind, reset: () => setValues(initial) };
}
