import { typedBeforeHydration, type FormControlLike } from './typed-before-hydration.ts';

/** What a person typed into a form's controls, by control name: only what differs from the drawn HTML. */
export type TypedValues = Readonly<Record<string, string | boolean>>;

/** Where the cursor was: the control's name and, in a text control, the selection. */
export interface TypingPlace {
  name: string;
  selectionStart: number | null;
  selectionEnd: number | null;
}

/** The values typed into these controls, so a form drawn anew over them can take them over. */
export function typedValues(controls: Iterable<FormControlLike & { name: string }>): TypedValues {
  const typed: Record<string, string | boolean> = {};
  for (const control of controls) {
    const value = control.name ? typedBeforeHydration(control) : undefined;
    if (value !== undefined) typed[control.name] = value;
  }
  return typed;
}
