import { z } from 'zod';
import { attributionSchema } from './attribution.ts';
import { typedText, type TextLines } from './text.ts';

const emailMessage = 'Please enter a valid email address';

interface TextOptions {
  max?: number;
  lines?: TextLines;
}

interface RequiredTextOptions extends TextOptions {
  /** Answers a missing or empty field; "{label} is required" unless given. */
  message?: string;
}

/** `label` names the field in messages, e.g. "Vessel name". */
export const requiredText = (label: string, { max = 200, lines = 'single-line', message }: RequiredTextOptions = {}) => {
  const missing = message ?? `${label} is required`;
  return typedText(label, lines, missing).min(1, missing).max(max);
};

export const optionalText = (label: string, { max = 200, lines = 'single-line' }: TextOptions = {}) =>
  typedText(label, lines).max(max).optional();

export const email = (label = 'Email') =>
  typedText(label, 'single-line', emailMessage).pipe(z.email(emailMessage)).pipe(z.string().max(254));

/** A minimum length whose message also answers a missing field. */
export const textOfAtLeast = (label: string, minimum: number, message: string, { max = 5000, lines = 'multi-line' }: TextOptions = {}) =>
  typedText(label, lines, message).min(minimum, message).max(max);

/**
 * Fields every lead form sends besides its own: the honeypot (`website`, hidden from people, so a
 * filled one means a bot) and where the visitor came from.
 */
export const leadExtras = {
  website: typedText('Website').max(500).optional(),
  attribution: attributionSchema.optional(),
};
