import { describe, expect, test } from 'vitest';
import { facilityYear, formatFacilityDateTime } from '#shared/stay-dates.ts';

describe('the facility’s clock', () => {
  test('the year is Larose’s: New Year’s Eve evening in Larose is already January in UTC', () => {
    expect(facilityYear(new Date('2027-01-01T03:00:00Z'))).toBe('2026');
    expect(facilityYear(new Date('2027-01-01T06:00:00Z'))).toBe('2027');
  });

  test('a signed document writes the month out, summer or winter', () => {
    expect(formatFacilityDateTime('2026-12-03T20:15:00.000Z', 'long')).toBe('December 3, 2026 at 2:15 PM CST');
    expect(formatFacilityDateTime(new Date('2026-07-04T04:30:00.000Z'), 'long')).toBe('July 3, 2026 at 11:30 PM CDT');
  });
});
