import { describe, expect, test } from 'vitest';
import { isShareableLevel, shareExpiresAt, shareOpens } from '#api/services/document-shares/share-state.ts';
import { shareLink } from '#api/services/document-shares/share-link.ts';

const now = new Date('2026-11-24T16:00:00Z');

describe('shareExpiresAt', () => {
  test('counts whole days from now', () => {
    expect(shareExpiresAt(now, 1).toISOString()).toBe('2026-11-25T16:00:00.000Z');
    expect(shareExpiresAt(now, 30).toISOString()).toBe('2026-12-24T16:00:00.000Z');
  });
});

describe('shareOpens', () => {
  const live = { isActive: true, expiresAt: new Date(now.getTime() + 1) };
  test('a live share of an active document opens', () => {
    expect(shareOpens(live, 'active', now)).toBe(true);
  });
  test('revoked, at or past its expiry, or with its document trashed, it does not', () => {
    expect(shareOpens({ ...live, isActive: false }, 'active', now)).toBe(false);
    expect(shareOpens({ ...live, expiresAt: now }, 'active', now)).toBe(false);
    expect(shareOpens(live, 'trashed', now)).toBe(false);
  });
});

describe('isShareableLevel', () => {
  test('only public and customer documents leave by link', () => {
    expect(['public', 'customer', 'internal', 'admin'].map(isShareableLevel)).toEqual([true, true, false, false]);
  });
});

describe('shareLink', () => {
  test('puts the token under /api/shares/ on the public origin', () => {
    expect(shareLink('https://marina.example', 'abc_-123')).toBe('https://marina.example/api/shares/abc_-123');
  });
});
