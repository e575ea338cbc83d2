import { describe, expect, test } from 'vitest';
import { staffIdleWarningMs, staffSessionIdleMs, staffSessionRenewStepMs } from '#shared/staff-session.ts';
import { idleState, timeLeftWords, warningAt } from '#site/islands/admin/shell/idle-warning.ts';
import { tabBadge } from '#site/islands/admin/shell/tab-badges.ts';

describe('timeLeftWords', () => {
  test.each([
    [120_000, '2 minutes'],
    [65_000, '1 minute 5 seconds'],
    [61_001, '1 minute 2 seconds'],
    [45_000, '45 seconds'],
    [1_000, '1 second'],
    [0, '0 seconds'],
    [-5, '0 seconds'],
  ])('%i ms reads "%s"', (ms, words) => {
    expect(timeLeftWords(ms)).toBe(words);
  });
});

describe('idleState', () => {
  const lasts = staffSessionIdleMs - staffSessionRenewStepMs;

  test('no warning until the warning time before the surest end, then the time left, then ended', () => {
    expect(idleState(0, 0)).toEqual({ msLeft: lasts, warn: false, ended: false });
    expect(idleState(0, warningAt(0) - 1).warn).toBe(false);
    expect(idleState(0, warningAt(0))).toEqual({ msLeft: staffIdleWarningMs, warn: true, ended: false });
    expect(idleState(0, lasts + 10)).toEqual({ msLeft: 0, warn: true, ended: true });
  });
});

describe('tabBadge', () => {
  const counts = { unreadMessages: 2, unprocessedUploads: 1, newLeads: 3, reservationsToApprove: 0 };

  test('each tab counts what waits in it, in words for its accessible name', () => {
    expect(tabBadge('clients', counts)).toEqual({ count: 3, words: '3 waiting' });
    expect(tabBadge('leads', counts)).toEqual({ count: 3, words: '3 new' });
    expect(tabBadge('reservations', counts)).toBeUndefined();
    expect(tabBadge('overview', counts)).toBeUndefined();
  });
});
