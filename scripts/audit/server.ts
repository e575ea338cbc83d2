import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningServer {
  origin: string;
  stop(): Promise<void>;
}

const startTimeoutMs = 60_000;
const stopTimeoutMs = 10_000;

/** Asks the kernel for a free port on `host`; the caller binds it moments later. */
export function findFreePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('no free port found'))));
    });
  });
}

/** True when nothing listens on `port` yet. */
export function isPortFree(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Starts the production server (`api/server.ts`) on the given port with a throw-away embedded
 * database, and resolves once `/api/health` answers 200. With `demoData`, the database holds the
 * demo customer and staff account and payments run against the built-in test processor, so app
 * pages can be opened signed in and a hold taken to checkout.
 */
export async function startServer(options: {
  rootDir: string;
  host: string;
  port: number;
  siteUrl: string;
  demoData?: boolean;
}): Promise<RunningServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'audit-pages-data-'));
  const origin = `http://${options.host}:${options.port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(options.port),
    HOST: options.host,
    DATA_DIR: dataDir,
    RATE_LIMIT: 'off',
    LOG_LEVEL: 'error',
    SITE_URL: options.siteUrl,
  };
  // RATE_LIMIT=off is refused in production; a database URL from the caller's shell is not ours to use.
  delete env.NODE_ENV;
  delete env.DATABASE_URL;
  delete env.DEMO_DATA;
  if (options.demoData) {
    env.DEMO_DATA = '1';
    env.PAYMENTS_MODE = 'test';
  }

  const child = spawn(process.execPath, ['api/server.ts'], { cwd: options.rootDir, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-4000);
  });

  let stopped: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopped ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), stopTimeoutMs);
        await exited(child);
        clearTimeout(timer);
      }
      await rm(dataDir, { recursive: true, force: true });
    })();
    return stopped;
  };

  const deadline = Date.now() + startTimeoutMs;
  try {
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`the server exited during start (code ${child.exitCode ?? child.signalCode}):\n${stderr.trim()}`);
      }
      if (Date.now() > deadline)
        throw new Error(`the server did not answer ${origin}/api/health within ${startTimeoutMs / 1000} s:\n${stderr.trim()}`);
      const healthy = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(2000) }).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) return { origin, stop };
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  } catch (error) {
    await stop();
    throw error;
  }
}
