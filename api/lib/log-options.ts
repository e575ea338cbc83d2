import type { LoggerOptions } from 'pino';
import { serialiseError } from './log-error.ts';
import type { LogLevel } from './logger.ts';

/**
 * Field names whose values never reach a log line, whatever logs them. Only top-level names and
 * named paths: a wildcard path would run the redactor over every field of every line.
 */
const redactedPaths = [
  'password',
  'passwordHash',
  'token',
  'checkoutToken',
  'sessionToken',
  'shareToken',
  'authorization',
  'cookie',
  'body',
  'headers.authorization',
  'headers.cookie',
];

/**
 * One line shape for every destination: `level` (its name), `time` (epoch milliseconds: an ISO
 * string took an eighth of a line's cost), then the fields and `message`. Errors under `error` (or
 * pino's own `err`) go through the one error serialiser.
 */
export function logOptions(level: LogLevel): LoggerOptions {
  return {
    level,
    base: undefined,
    messageKey: 'message',
    formatters: { level: (label) => ({ level: label }) },
    serializers: { error: serialiseError, err: serialiseError },
    redact: redactedPaths,
  };
}
