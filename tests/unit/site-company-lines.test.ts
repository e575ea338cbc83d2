import { describe, expect, test } from 'vitest';
import { answeringHours } from '#site/lib/answering-hours.ts';
import { copyrightYears } from '#site/lib/copyright-years.ts';

describe('copyrightYears', () => {
  test('the launch year alone in its own year, a span after it', () => {
    expect(copyrightYears(2025, 2025)).toBe('2025');
    expect(copyrightYears(2025, 2026)).toBe('2025–2026');
  });
});

describe('answeringHours', () => {
  test('the office hours and the emergency line in one sentence pair', () => {
    const hours = {
      standard: '6 AM–6 PM, Monday–Saturday',
      days: 'Monday–Saturday',
      opens: '06:00',
      closes: '18:00',
      emergency: '24/7 emergency response, 365 days a year',
    };
    const phones = {
      main: { display: '(985) 555-0142', tel: '+19855550142' },
      emergency: { display: '(985) 555-0199', tel: '+19855550199' },
    };
    expect(answeringHours({ hours, phones })).toBe(
      'The office answers 6 AM–6 PM, Monday–Saturday. 24/7 emergency response, 365 days a year on (985) 555-0199.',
    );
  });
});
