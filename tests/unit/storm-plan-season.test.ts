import { describe, expect, test } from 'vitest';
import { planDueDate, planSeasonYear, planStatusWords, reminderDay, reminderDue } from '#shared/storm-plan-season.ts';

const season = { season: { opens: { month: 6, day: 1 }, closes: { month: 11, day: 30 } }, stormPlanDue: { month: 6, day: 1 } };

describe('the storm plan season', () => {
  test('is this year until the season closes, then next year', () => {
    expect(planSeasonYear('2026-01-15', season)).toBe(2026);
    expect(planSeasonYear('2026-11-30', season)).toBe(2026);
    expect(planSeasonYear('2026-12-01', season)).toBe(2027);
    expect(planDueDate(2027, season)).toBe('2027-06-01');
  });

  test('says a vessel plan status in words', () => {
    const signedDay = () => 'May 3, 2026';
    expect(planStatusWords({ seasonYear: 2026, dueDate: '2026-06-01', plan: null }, signedDay)).toBe(
      'No storm plan for 2026 — due Jun 1, 2026',
    );
    expect(
      planStatusWords({ seasonYear: 2026, dueDate: '2026-06-01', plan: { signedAt: '', intent: 'haul', signerName: 'A' } }, signedDay),
    ).toBe('Storm plan signed May 3, 2026 — haul out');
  });
});

describe('reminders', () => {
  const due = '2026-06-01';
  test.each([
    ['2026-04-30', null],
    ['2026-05-02', 30],
    ['2026-05-17', 30],
    ['2026-05-18', 14],
    // Four days before: still the 14-day reminder's stretch.
    ['2026-05-28', 14],
    ['2026-05-29', 3],
    ['2026-06-01', 3],
    ['2026-06-02', null],
  ])('on %s the reminder due is %s', (today, expected) => {
    expect(reminderDue(today, due)).toBe(expected);
  });

  test('each threshold begins that many days before the due date', () => {
    expect([30, 14, 3].map((threshold) => reminderDay(due, threshold as 30 | 14 | 3))).toEqual(['2026-05-02', '2026-05-18', '2026-05-29']);
  });
});
