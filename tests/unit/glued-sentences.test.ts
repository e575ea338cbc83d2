import { describe, expect, test } from 'vitest';
import { gluedSentences } from '#tests/e2e/support/glued-sentences.ts';

describe('a sentence run into the next word', () => {
  test.each([
    ['a tank made safe before emergency hot work.24/7 emergency response'],
    ['Emergency? Call our 24/7 line:(985) 555-0199'],
    ['Pay it online (card only).Receipts follow by mail'],
    ['A vessel in trouble?Call us'],
  ])('is found in "%s"', (text) => {
    expect(gluedSentences(text)).toHaveLength(1);
  });

  test.each([
    ['hot work. 24/7 emergency response'],
    ['call the 24/7 line: (985) 555-0199'],
    ['Open 6:00 AM-6:00 PM, e.g. Port Fourchon, 7 a.m. Monday'],
    ['U.S. Coast Guard, ASP.NET, Node.js, report.pdf'],
    ['Dr. Landry, Ph.D. in naval architecture'],
    ['Write to ops@Gulf.Example or see https://Example.com/Quotes'],
  ])('is not found in "%s"', (text) => {
    expect(gluedSentences(text)).toEqual([]);
  });

  test('each place is shown with the words around it', () => {
    expect(gluedSentences('Crews mobilize within 4 hours: a leak below the waterline.24/7 emergency response, 365 days')).toEqual([
      'urs: a leak below the waterline.24/7 emergency response, 365',
    ]);
  });
});
