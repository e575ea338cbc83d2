import type { Option } from './lead-options.ts';

/** A stored code in words, for a value no list labels: `in-progress` → "In progress", `crew-change` → "Crew change". */
export function codeWords(code: string): string {
  const words = code
    .replace(/[-_.]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A value's label from its option list, else the value in words. */
export function optionLabel(options: readonly Option[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? codeWords(value);
}
