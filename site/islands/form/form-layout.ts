import type { FormEventHandler } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** What a form's layout spreads on a control: the hook's registration and message, or a stand-in's name and drawn value. */
export type FieldBinding = Partial<UseFormRegisterReturn> & { name: string; error?: string | undefined; defaultValue?: string };

/** A form's markup on its own, drawn the same by the real form and by its stand-in (FormOnFirstUse). */
export interface FormLayoutProps<Name extends string> {
  field: (name: Name) => FieldBinding;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  submitting?: boolean;
  /** The form's code is not here yet: its button says Loading… and cannot be pressed. */
  loading?: boolean;
}

/** A stand-in's fields: named as the real ones, showing the values the real form starts from. */
export const standInFields =
  <Name extends string>(drawn: Readonly<Record<Name, string>>) =>
  (name: Name): FieldBinding => ({ name, defaultValue: drawn[name] });
