import { facilityYear } from '#shared/stay-dates.ts';

/**
 * The `website` field is hidden from people, so a filled one means a bot. Bots get the answer a
 * person would, so they have no signal to adapt to, and nothing is stored or mailed.
 */
export function filledHoneypot({ website }: { website?: string | undefined }): boolean {
  return (website ?? '').trim() !== '';
}

/** Shaped like a real quote number (`Q-2026-000123`) so a bot cannot tell it was turned away. */
export function decoyQuoteNumber(now: Date): string {
  const serial = String(Math.floor(Math.random() * 999_999) + 1).padStart(6, '0');
  return `Q-${facilityYear(now)}-${serial}`;
}
