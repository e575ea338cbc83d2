import { expect, test } from 'vitest';
import { ConfigError, parseConfig } from '#api/env.ts';

test('LOG_FORMAT is json unless pretty is asked for; anything else is refused', () => {
  expect(parseConfig({}).logFormat).toBe('json');
  expect(parseConfig({ LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
  expect(() => parseConfig({ LOG_FORMAT: 'text' })).toThrow(ConfigError);
  expect(() => parseConfig({ LOG_FORMAT: 'text' })).toThrow(/LOG_FORMAT: /);
});

test('MAIL_POLL_MS is 5 seconds by default and never below 200 ms', () => {
  expect(parseConfig({}).mailPollMs).toBe(5_000);
  expect(parseConfig({ MAIL_POLL_MS: '250' }).mailPollMs).toBe(250);
  expect(() => parseConfig({ MAIL_POLL_MS: '50' })).toThrow(/MAIL_POLL_MS: /);
  expect(() => parseConfig({ MAIL_POLL_MS: 'often' })).toThrow(/MAIL_POLL_MS: /);
});
