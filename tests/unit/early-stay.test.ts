import { describe, expect, test } from 'vitest';
import { earlyMoveQuestion, earlyStayNotes } from '#shared/early-stay-words.ts';
import { earlyMove } from '#shared/reservation-transitions.ts';

const stay = { arrivalDate: '2026-12-08', departureDate: '2026-12-20' };

describe('earlyMove', () => {
  test('starting before the arrival day is an early arrival; on the day or later is not', () => {
    expect(earlyMove(stay, 'active', '2026-11-27')).toEqual({ kind: 'arrival', due: '2026-12-08' });
    expect(earlyMove(stay, 'active', '2026-12-07')).toEqual({ kind: 'arrival', due: '2026-12-08' });
    expect(earlyMove(stay, 'active', '2026-12-08')).toBeNull();
    expect(earlyMove(stay, 'active', '2026-12-10')).toBeNull();
  });

  test('completing before the departure day is an early departure; on the day or later is not', () => {
    expect(earlyMove(stay, 'completed', '2026-12-19')).toEqual({ kind: 'departure', due: '2026-12-20' });
    expect(earlyMove(stay, 'completed', '2026-12-20')).toBeNull();
    expect(earlyMove(stay, 'completed', '2027-01-02')).toBeNull();
  });

  test('approving and declining are never early', () => {
    expect(earlyMove(stay, 'confirmed', '2026-11-27')).toBeNull();
    expect(earlyMove(stay, 'cancelled', '2026-11-27')).toBeNull();
  });
});

describe('the words for an early move', () => {
  test('staff are asked with the date that was due', () => {
    expect(earlyMoveQuestion({ kind: 'arrival', due: '2026-12-08' }, '2026-11-27')).toBe(
      'The stay starts on Dec 8 — record an early arrival today?',
    );
    expect(earlyMoveQuestion({ kind: 'departure', due: '2026-12-20' }, '2026-12-18')).toBe(
      'The stay ends on Dec 20 — record an early departure today?',
    );
    expect(earlyMoveQuestion({ kind: 'arrival', due: '2027-01-04' }, '2026-12-30')).toBe(
      'The stay starts on Jan 4, 2027 — record an early arrival today?',
    );
  });

  test('the stay shows what was recorded, and nothing when it was on time', () => {
    expect(earlyStayNotes({ ...stay, earlyArrivalOn: '2026-11-27', earlyDepartureOn: '2026-12-18' })).toEqual([
      'Arrived early on Nov 27 (due Dec 8)',
      'Left early on Dec 18 (due Dec 20)',
    ]);
    expect(earlyStayNotes({ ...stay, earlyArrivalOn: null, earlyDepartureOn: null })).toEqual([]);
    expect(
      earlyStayNotes({ arrivalDate: '2027-01-04', departureDate: '2027-01-09', earlyArrivalOn: '2026-12-30', earlyDepartureOn: null }),
    ).toEqual(['Arrived early on Dec 30, 2026 (due Jan 4, 2027)']);
  });
});
