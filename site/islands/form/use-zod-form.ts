import { zodResolver } from '@hookform/resolvers/zod';
import { useContext, useRef, useState } from 'react';
import {
  set,
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type PathValue,
  type RegisterOptions,
  type Resolver,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { toast } from '#site/lib/toast-store.ts';
import { useHydrated } from '#site/islands/checkout/use-hydrated.ts';
import { CarriedValues } from './carried-values.ts';
import { serverFieldErrors } from './server-field-errors.ts';
import { typedBeforeHydration, type FormControlLike } from './typed-before-hydration.ts';

/** The toast a form's spec names for a refused form, e.g. "Missing Information". */
export interface FormToast {
  title: string;
  description?: string;
}

export interface ZodFormOptions<Input extends FieldValues> {
  defaultValues: DefaultValues<Input>;
  /** What the schema cannot know, checked after it (e.g. the chosen berth's limits): messages by field. */
  alsoRefuse?: (values: Input) => Partial<Record<Path<Input>, string | undefined>>;
  /** The spec's toast for this form when it names one; the messages stay at their fields either way. */
  invalidToast?: (errors: FieldErrors<Input>, values: Input) => FormToast | undefined;
}

/**
 * Every form's one way in: react-hook-form checked by the request's shared zod schema, so the form
 * refuses exactly what the server refuses. All field messages show at once, at their fields (the
 * Field component ties them with aria-invalid and aria-describedby); the cursor goes to the first.
 * What was typed before the page's script ran is kept, not reset to the defaults.
 */
export function useZodForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  { defaultValues, alsoRefuse, invalidToast }: ZodFormOptions<z.input<Schema>>,
) {
  type Input = z.input<Schema>;
  type Output = z.output<Schema>;
  const hydrated = useHydrated();
  const schemaResolver = zodResolver(schema) as Resolver<Input, unknown, Output>;
  const resolver: Resolver<Input, unknown, Output> = alsoRefuse
    ? async (values, context, options) => {
        const result = await schemaResolver(values, context, options);
        const errors = { ...result.errors } as FieldErrors<Input>;
        for (const [name, message] of Object.entries(alsoRefuse(values))) {
          if (message && !(name in errors)) set(errors, name, { type: 'refused', message });
        }
        return Object.keys(errors).length > 0 ? { values: {}, errors } : result;
      }
    : schemaResolver;
  const form = useForm<Input, unknown, Output>({ resolver, defaultValues });
  const checked = useRef(new Set<string>());
  const carried = useContext(CarriedValues);
  // Set once `send` has finished: a form that moves the page on stays busy until the page goes.
  const [sent, setSent] = useState(false);

  // react-hook-form writes the default into an uncontrolled control when it first sees it; a value
  // typed before hydration (or into the form's stand-in before its code came) is read first and put
  // back, once per field.
  const register = <Name extends Path<Input>>(name: Name, options?: RegisterOptions<Input, Name>): UseFormRegisterReturn<Name> => {
    const registration = form.register(name, options);
    return {
      ...registration,
      ref: (element: (FormControlLike & HTMLElement) | null) => {
        const typed = element && !checked.current.has(name) ? (typedBeforeHydration(element) ?? carried[name]) : undefined;
        registration.ref(element);
        if (!element) return;
        checked.current.add(name);
        if (typed !== undefined) form.setValue(name, typed as PathValue<Input, Name>, { shouldDirty: true });
      },
    };
  };

  const fieldNames = Object.keys(defaultValues);

  /**
   * The submit handler: checks, then runs `send` with the schema's output. A refusal naming fields
   * this form has puts the server's words at them; `onFailure` still says it in the form's toast.
   */
  const onSubmit = (send: (values: Output) => unknown, onFailure?: (error: unknown) => void) =>
    form.handleSubmit(
      async (values) => {
        try {
          await send(values);
          setSent(true);
        } catch (error) {
          const refused = serverFieldErrors(error, fieldNames);
          for (const [field, message] of refused) form.setError(field as Path<Input>, { type: 'server', message });
          const [first] = refused;
          if (first) form.setFocus(first[0] as Path<Input>);
          onFailure?.(error);
        }
      },
      (errors) => {
        const spoken = invalidToast?.(errors, form.getValues());
        if (spoken) toast({ variant: 'destructive', ...spoken });
      },
    );

  /** The message of a field's error, for the control's `error` prop. */
  const errorOf = (name: Path<Input>): string | undefined => {
    const error: unknown = form.getFieldState(name, form.formState).error;
    return error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' ? error.message : undefined;
  };

  return { ...form, register, onSubmit, errorOf, hydrated, sent, submitting: form.formState.isSubmitting };
}
