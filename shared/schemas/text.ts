import { z } from 'zod';

/** Single-line fields are form inputs; multi-line ones are textareas, where tabs and line breaks are typed. */
export type TextLines = 'single-line' | 'multi-line';

// Control characters (Cc: C0, DEL and C1) and lone surrogates are never typed by a person, and
// PostgreSQL refuses NUL in text outright; paired surrogates (emoji) are single code points here.
const untypeableCharacter = /[\p{Cc}\p{Cs}]/u;
const untypeableInMultiLine = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u;

const hasOnlyTypeableCharacters = (value: string, lines: TextLines) =>
  !(lines === 'multi-line' ? untypeableInMultiLine : untypeableCharacter).test(value);

const notAllowedCharactersMessage = (label: string) => `${label} contains characters that are not allowed`;

/**
 * The base of every text field a request carries: trimmed, then refused with a message naming the
 * field when it holds a character no one types. `missingMessage` answers a field that is absent or
 * not a string.
 */
export const typedText = (label: string, lines: TextLines = 'single-line', missingMessage?: string) =>
  z
    .string(missingMessage === undefined ? undefined : { error: missingMessage })
    .trim()
    .refine((value) => hasOnlyTypeableCharacters(value, lines), notAllowedCharactersMessage(label));
