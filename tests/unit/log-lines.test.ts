import { describe, expect, test } from 'vitest';
import { createLogger, type LogLevel } from '#api/lib/logger.ts';

function captureLines(level: LogLevel = 'info') {
  const lines: string[] = [];
  const memory = { write: (line: string) => lines.push(line) };
  const logger = createLogger({ level, format: 'json' }, { info: memory, error: memory });
  return { logger, lines, parsed: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe('log lines', () => {
  test('one JSON object per line: level name, time in epoch milliseconds, message, and the fields as given', () => {
    const { logger, lines, parsed } = captureLines();
    logger.info('request', { requestId: 'f3b1', method: 'GET', path: '/berths', status: 200, ms: 1.4 });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/\n$/);
    expect(parsed()).toEqual([
      {
        level: 'info',
        time: expect.closeTo(Date.now(), -4),
        message: 'request',
        requestId: 'f3b1',
        method: 'GET',
        path: '/berths',
        status: 200,
        ms: 1.4,
      },
    ]);
  });

  test('LOG_LEVEL=error keeps only errors, and silent nothing', () => {
    const errorsOnly = captureLines('error');
    errorsOnly.logger.info('listening');
    errorsOnly.logger.error('shutdown failed');
    expect(errorsOnly.parsed().map((line) => [line.level, line.message])).toEqual([['error', 'shutdown failed']]);

    const silent = captureLines('silent');
    silent.logger.error('shutdown failed');
    expect(silent.lines).toEqual([]);
  });

  test('passwords, tokens, credentials and bodies are redacted whoever logs them', () => {
    const { logger, parsed } = captureLines();
    logger.info('sign-in attempt', {
      username: 'harbormaster',
      password: 'correct horse battery',
      token: 'tok_1',
      checkoutToken: 'tok_2',
      authorization: 'Bearer tok_3',
      cookie: 'session=tok_4',
      body: { cardNumber: '4242424242424242' },
      headers: { authorization: 'Basic tok_5', cookie: 'session=tok_6', accept: 'application/json' },
    });
    const [line] = parsed();
    expect(line).toMatchObject({ username: 'harbormaster', headers: { accept: 'application/json' } });
    expect(JSON.stringify(line)).not.toMatch(/correct horse|tok_|4242/);
  });

  test('an error under `error` goes through the error serialiser', () => {
    const { logger, parsed } = captureLines();
    logger.error('health check failed', {
      error: Object.assign(new Error('connection refused'), { code: 'ECONNREFUSED', config: { password: 'x' } }),
    });
    expect(parsed()[0]?.error).toEqual({ name: 'Error', message: 'connection refused', code: 'ECONNREFUSED', stack: expect.any(String) });
  });

  test('a child logger puts its bindings (a request id, a worker name) on every line it writes, and only on those', () => {
    const { logger, parsed } = captureLines();
    const request = logger.child({ requestId: 'f3b1' });
    request.error('signed lease not stored', { leaseId: 'L1' });
    request.child({ worker: 'mail' }).info('sent');
    logger.info('listening');
    expect(parsed().map(({ time: _time, ...line }) => line)).toEqual([
      { level: 'error', requestId: 'f3b1', leaseId: 'L1', message: 'signed lease not stored' },
      { level: 'info', requestId: 'f3b1', worker: 'mail', message: 'sent' },
      { level: 'info', message: 'listening' },
    ]);
  });
});
