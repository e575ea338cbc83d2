import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));

interface LogLine {
  level: string;
  message: string;
  [field: string]: unknown;
}

export interface ApiProcess {
  pid: number;
  baseUrl: string;
  /** Every JSON log line the process wrote so far. */
  logs: LogLine[];
  /** Resolves with the exit code (null after a signal) once the process is gone. */
  exited: Promise<number | null>;
  signal(signal: NodeJS.Signals): void;
}

/**
 * `npm run start:api` as a deployment runs it: its own process on `port`, configured only through
 * the environment. Resolves once it logged that it is listening.
 */
export async function startApiProcess(port: number, environment: Record<string, string>): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['api/api-server.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      RATE_LIMIT: 'off',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      PAYMENTS_MODE: 'test',
      ...environment,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: LogLine[] = [];
  const errors: string[] = [];
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  child.stderr.on('data', (chunk: Buffer) => errors.push(chunk.toString('utf8')));
  const listening = new Promise<void>((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (!line.startsWith('{')) return;
      const entry = JSON.parse(line) as LogLine;
      logs.push(entry);
      if (entry.message === 'listening') resolve();
    });
    void exited.then((code) => reject(new Error(`the API on port ${port} ended (${code}) before listening:\n${errors.join('')}`)));
  });
  await listening;
  if (child.pid === undefined) throw new Error('the API process has no pid');
  return { pid: child.pid, baseUrl: `http://127.0.0.1:${port}`, logs, exited, signal: (signal) => child.kill(signal) };
}

/** Ends the process with SIGTERM (a clean drain) and waits for it. */
export async function stopApiProcess(api: ApiProcess): Promise<void> {
  api.signal('SIGTERM');
  await api.exited;
}
