import { afterEach, describe, expect, it } from 'vitest';
import { maxUploadBytes } from '#shared/uploads.ts';
import { formatFacilityDay, formatFileSize } from '#site/islands/ui/portal-format.ts';

describe('file sizes', () => {
  it('shows whole bytes below one kilobyte', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(1)).toBe('1 Byte');
    expect(formatFileSize(1023)).toBe('1,023 Bytes');
  });

  it('shows KB, MB and GB in units of 1024 with two decimals', () => {
    expect(formatFileSize(1024)).toBe('1.00 KB');
    expect(formatFileSize(1536)).toBe('1.50 KB');
    expect(formatFileSize(412_118)).toBe('402.46 KB');
    expect(formatFileSize(6_481_220)).toBe('6.18 MB');
    expect(formatFileSize(maxUploadBytes)).toBe('10.00 MB');
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3.00 GB');
  });

  it('moves to the next unit when rounding would reach 1,024 of this one', () => {
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1.00 MB');
    expect(formatFileSize(1024 * 1024 - 6)).toBe('1,023.99 KB');
  });

  it('keeps sizes past a terabyte in GB', () => {
    expect(formatFileSize(2 * 1024 ** 4)).toBe('2,048.00 GB');
  });
});

describe('the day of a moment', () => {
  const zoneBefore = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zoneBefore;
  });

  it('names the day on the harbor office’s calendar as "MMM d, yyyy"', () => {
    expect(formatFacilityDay('2026-12-03T20:15:00.000Z')).toBe('Dec 3, 2026');
    expect(formatFacilityDay('2026-03-04T12:00:00.000Z')).toBe('Mar 4, 2026');
    // 2:30 AM UTC on the 4th is still the evening of the 3rd in Larose.
    expect(formatFacilityDay('2026-07-04T02:30:00.000Z')).toBe('Jul 3, 2026');
  });

  it('is the same day whatever the reader’s own time zone', () => {
    for (const zone of ['America/Chicago', 'Pacific/Honolulu', 'Asia/Tokyo', 'UTC']) {
      process.env.TZ = zone;
      expect(formatFacilityDay('2026-03-05T03:00:00.000Z'), zone).toBe('Mar 4, 2026');
      expect(formatFacilityDay('2026-12-31T23:30:00.000Z'), zone).toBe('Dec 31, 2026');
    }
  });
});
