/** The parts of a form control this needs; real inputs, textareas and selects have them all. */
export interface FormControlLike {
  tagName: string;
  type?: string;
  value?: string;
  defaultValue?: string;
  checked?: boolean;
  defaultChecked?: boolean;
  selectedIndex?: number;
  options?: ArrayLike<{ defaultSelected: boolean }>;
}

/**
 * What a person put into a control before the page's script ran, or undefined when they left it as
 * the server drew it. The server's HTML is the baseline: an input's `defaultValue` is its value
 * attribute, a select's is its first `selected` option (or its first option).
 */
export function typedBeforeHydration(control: FormControlLike | null): string | boolean | undefined {
  if (!control) return undefined;
  const tag = control.tagName.toLowerCase();
  if (tag === 'select' && control.options && control.selectedIndex !== undefined) {
    const drawn = Math.max(
      0,
      Array.from(control.options).findIndex((option) => option.defaultSelected),
    );
    return control.selectedIndex === drawn ? undefined : control.value;
  }
  if (tag !== 'input' && tag !== 'textarea') return undefined;
  if (control.type === 'file') return undefined;
  if (control.type === 'checkbox') return control.checked === control.defaultChecked ? undefined : control.checked;
  // A radio group's value is the value of its checked radio.
  if (control.type === 'radio') return control.checked && !control.defaultChecked ? control.value : undefined;
  return control.value === control.defaultValue ? undefined : control.value;
}
