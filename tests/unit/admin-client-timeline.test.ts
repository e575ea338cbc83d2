import { describe, expect, test } from 'vitest';
import { firstTouchSource, mergeTimeline } from '#api/services/admin-clients/timeline-entries.ts';
import { temporaryPassword } from '#api/services/admin-clients/temporary-password.ts';

describe('firstTouchSource', () => {
  test('campaign source and medium, else the referrer host, else direct', () => {
    expect(firstTouchSource({ utmSource: 'google', utmMedium: 'cpc', referrer: 'https://x.example/' })).toBe('google / cpc');
    expect(firstTouchSource({ utmSource: 'newsletter' })).toBe('newsletter');
    expect(firstTouchSource({ referrer: 'https://www.bing.com/search?q=marina' })).toBe('www.bing.com');
    expect(firstTouchSource({ referrer: 'not a url' })).toBe('not a url');
    expect(firstTouchSource(null)).toBe('direct');
    expect(firstTouchSource({})).toBe('direct');
  });
});

describe('mergeTimeline', () => {
  const entry = (id: string, iso: string) => ({ id, kind: 'audit' as const, at: new Date(iso), title: id, detail: null, source: null });

  test('newest first; entries of one moment by id', () => {
    const merged = mergeTimeline([entry('b', '2026-01-01T00:00:00Z'), entry('c', '2026-02-01T00:00:00Z'), entry('a', '2026-01-01T00:00:00Z')]);
    expect(merged.map((row) => [row.id, row.at])).toEqual([
      ['c', '2026-02-01T00:00:00.000Z'],
      ['a', '2026-01-01T00:00:00.000Z'],
      ['b', '2026-01-01T00:00:00.000Z'],
    ]);
  });
});

describe('temporaryPassword', () => {
  test('16 characters without look-alikes, different each time', () => {
    const drawn = new Set(Array.from({ length: 50 }, temporaryPassword));
    expect(drawn.size).toBe(50);
    for (const password of drawn) expect(password).toMatch(/^[A-HJKMNP-Za-km-np-z2-9]{16}$/);
  });
});
