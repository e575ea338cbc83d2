import { expiringWithinDays } from './document-options.ts';
import { addDays } from './stay-dates.ts';

// When a dated document (an insurance certificate) needs someone's attention. Dates are calendar
// days at the marina (YYYY-MM-DD), so plain string comparison orders them.

export type ExpiryState = 'expired' | 'expiring' | 'current';

/** Expired once its last day is behind `today`; expiring when that day is within the window. */
export function expiryState(expiresAt: string, today: string): ExpiryState {
  if (expiresAt < today) return 'expired';
  return expiresAt <= expiringWindowEnd(today) ? 'expiring' : 'current';
}

/** The last day the at-a-glance window covers, counted from `today`. */
export function expiringWindowEnd(today: string): string {
  return addDays(today, expiringWithinDays);
}
