import { describe, expect, test } from 'vitest';
import { formatSpan, responseClock } from '#site/islands/admin/leads/lead-look.ts';

describe('formatSpan', () => {
  test.each([
    [20, 'under a minute'],
    [60, '1 min'],
    [45 * 60 + 59, '45 min'],
    [3600, '1 h'],
    [2 * 3600 + 5 * 60, '2 h 5 min'],
    [86_400, '1 d'],
    [3 * 86_400 + 4 * 3600 + 59 * 60, '3 d 4 h'],
  ])('%d seconds read "%s"', (seconds, text) => {
    expect(formatSpan(seconds)).toBe(text);
  });
});

describe('responseClock', () => {
  const createdAt = '2026-11-20T15:00:00.000Z';

  test('a waiting lead counts up from its arrival, flagged after an hour', () => {
    expect(responseClock({ createdAt, responseSeconds: null, status: 'pending' }, new Date('2026-11-20T15:40:00.000Z'))).toEqual({
      text: 'Waiting 40 min',
      tone: 'waiting',
    });
    expect(responseClock({ createdAt, responseSeconds: null, status: 'pending' }, new Date('2026-11-20T17:10:00.000Z'))).toEqual({
      text: 'Waiting 2 h 10 min',
      tone: 'alert',
    });
  });

  test('an answered lead shows how long its first response took, whatever the time now', () => {
    const later = new Date('2026-12-20T00:00:00.000Z');
    expect(responseClock({ createdAt, responseSeconds: 1800, status: 'completed' }, later)).toEqual({
      text: 'Answered in 30 min',
      tone: 'done',
    });
    expect(responseClock({ createdAt, responseSeconds: 7200, status: 'in-progress' }, later)).toEqual({
      text: 'Answered in 2 h',
      tone: 'neutral',
    });
  });
});
