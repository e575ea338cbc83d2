import { spawn, type ChildProcess } from 'node:child_process';

// Astro's dev server proxies /api to this port (astro.config.mjs), so the browser sees one origin.
const apiPort = process.env.API_DEV_PORT ?? '4322';

const children: ChildProcess[] = [
  spawn('node', ['--watch-path=api', '--watch-path=shared', '--watch-path=content', 'api/api-server.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, HOST: '127.0.0.1', LOG_FORMAT: 'pretty' },
  }),
  spawn('astro', ['dev'], { stdio: 'inherit', env: { ...process.env, API_DEV_PORT: apiPort } }),
];

function stopAll(code: number): void {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}

for (const child of children) child.once('exit', (code) => stopAll(code ?? 0));
process.once('SIGINT', () => stopAll(0));
process.once('SIGTERM', () => stopAll(0));
