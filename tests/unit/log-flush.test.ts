import { spawnSync } from 'node:child_process';
import { expect, test } from 'vitest';

const loggerModule = new URL('../../api/lib/logger.ts', import.meta.url).href;

function runLoggingProcess(format: 'json' | 'pretty') {
  const script = `
    import { createLogger } from ${JSON.stringify(loggerModule)};
    const logger = createLogger({ level: 'info', format: ${JSON.stringify(format)} });
    for (let index = 0; index < 5000; index += 1) {
      logger.info('request', { requestId: String(index), method: 'GET', path: '/', status: 200, ms: 0.4 });
    }
    logger.error('shutdown failed', { error: new Error('database did not close') });
    logger.info('stopped');
    process.exit(0);
  `;
  return spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
}

test('lines written just before process.exit are all flushed: info to stdout, errors to stderr', () => {
  const { stdout, stderr, status } = runLoggingProcess('json');
  expect(status).toBe(0);
  const lines = stdout
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as { message: string });
  expect(lines).toHaveLength(5001);
  expect(lines.at(-1)?.message).toBe('stopped');
  expect(
    stderr
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as { message: string }),
  ).toEqual([expect.objectContaining({ level: 'error', message: 'shutdown failed' })]);
});

test('LOG_FORMAT=pretty prints one readable line per entry, flushed the same way', () => {
  const { stdout, stderr } = runLoggingProcess('pretty');
  const lines = stdout.trimEnd().split('\n');
  expect(lines).toHaveLength(5001);
  expect(lines[0]).toMatch(
    /^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: request \{"requestId":"0","method":"GET","path":"\/","status":200,"ms":0\.4\}$/,
  );
  expect(lines.at(-1)).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: stopped$/);
  expect(stderr).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] ERROR: shutdown failed\s*\n\s+error: \{/);
  expect(stderr).toContain('"message": "database did not close"');
});
