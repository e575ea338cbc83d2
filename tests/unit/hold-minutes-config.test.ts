import { describe, expect, test } from 'vitest';
import { ConfigError, parseConfig } from '#api/env.ts';

const problemsOf = (environment: Record<string, string>) => {
  try {
    parseConfig(environment);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('HOLD_MINUTES', () => {
  test('an unpaid reservation holds its berth for 60 minutes unless told otherwise', () => {
    expect(parseConfig({}).holdMinutes).toBe(60);
    expect(parseConfig({ HOLD_MINUTES: '1' }).holdMinutes).toBe(1);
  });

  test('at least one whole minute', () => {
    expect(problemsOf({ HOLD_MINUTES: '0' })).toEqual(['HOLD_MINUTES: must be at least 1 minute']);
    expect(problemsOf({ HOLD_MINUTES: '2.5' })).toHaveLength(1);
  });

  test('at least 15 in production, where a shorter hold would end while a customer pays', () => {
    const production = { NODE_ENV: 'production', SITE_URL: 'https://www.example.com', HOLD_MINUTES: '14' };
    expect(problemsOf(production)).toContainEqual(expect.stringMatching(/^HOLD_MINUTES: must be at least 15 in production/));
    expect(parseConfig({ NODE_ENV: 'production', SITE_URL: 'https://www.example.com', HOLD_MINUTES: '15' }).holdMinutes).toBe(15);
  });
});
