import { describe, expect, it } from 'vitest';
import { expiringWindowEnd, expiryState } from '#shared/document-expiry.ts';

describe('a dated document’s expiry', () => {
  const today = '2026-11-24';

  it('is expired once its last day is behind today, and not on that day', () => {
    expect(expiryState('2026-11-23', today)).toBe('expired');
    expect(expiryState('2026-11-24', today)).toBe('expiring');
  });

  it('is expiring up to and including the thirtieth day from today, current after it', () => {
    expect(expiringWindowEnd(today)).toBe('2026-12-24');
    expect(expiryState('2026-12-24', today)).toBe('expiring');
    expect(expiryState('2026-12-25', today)).toBe('current');
  });

  it('counts across a year end', () => {
    expect(expiringWindowEnd('2026-12-15')).toBe('2027-01-14');
  });
});
