import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';

// Generous: on a shared machine a first start has taken close to a minute.
const startTimeoutMs = 180_000;
const stopTimeoutMs = 10_000;
// Short, so the measured start is not rounded up to a coarse polling step.
const pollIntervalMs = 10;

export interface ServerProcess {
  origin: string;
  pid: number;
  /** Milliseconds from spawning the process to the first 200 on the ready path. */
  startMs: number;
  stop(): Promise<void>;
}

export interface ServerLaunch {
  /** Arguments to `node`, relative to `cwd`. */
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  origin: string;
  /** A GET path that answers 200 once the server is ready for the benchmark. */
  readyPath: string;
}

// Every child ever started, so an error or Ctrl-C anywhere still stops them all.
const children = new Set<ChildProcess>();

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

function exited(child: ChildProcess): Promise<void> {
  if (hasExited(child)) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (!hasExited(child)) {
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), stopTimeoutMs);
    await exited(child);
    clearTimeout(timer);
  }
  children.delete(child);
}

/** Stops every child still running; safe to call more than once. */
export async function stopAllChildren(): Promise<void> {
  await Promise.all([...children].map(stopChild));
}

/** Last resort when the process leaves without awaiting `stopAllChildren` (sync `exit` handlers only). */
export function killAllChildrenNow(): void {
  for (const child of children) if (!hasExited(child)) child.kill('SIGKILL');
}

function answersOk(url: string): Promise<boolean> {
  return fetch(url, { signal: AbortSignal.timeout(2000) }).then(
    async (response) => {
      await response.body?.cancel();
      return response.ok;
    },
    () => false,
  );
}

/** Spawns `node <args>` and resolves once `readyPath` answers 200, with the time that took. */
export async function launchServer(launch: ServerLaunch): Promise<ServerProcess> {
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, launch.args, { cwd: launch.cwd, env: launch.env, stdio: ['ignore', 'ignore', 'pipe'] });
  children.add(child);
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const stop = () => stopChild(child);
  const label = `node ${launch.args.join(' ')}`;

  const deadline = spawnedAt + startTimeoutMs;
  try {
    for (;;) {
      if (hasExited(child)) throw new Error(`${label} exited during start (code ${child.exitCode ?? child.signalCode}):\n${stderr.trim()}`);
      if (performance.now() > deadline)
        throw new Error(`${label} did not answer ${launch.readyPath} within ${startTimeoutMs / 1000} s:\n${stderr.trim()}`);
      if (await answersOk(`${launch.origin}${launch.readyPath}`)) {
        return { origin: launch.origin, pid: child.pid ?? 0, startMs: performance.now() - spawnedAt, stop };
      }
      await new Promise((resolve) => setTimeout(resolve, pollIntervalMs));
    }
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The process's peak resident set (VmHWM) in bytes; undefined where /proc is not there (not Linux). */
export async function peakRssBytes(pid: number): Promise<number | undefined> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kilobytes = status.match(/^VmHWM:\s+(\d+)\s+kB/m)?.[1];
  return kilobytes ? Number(kilobytes) * 1024 : undefined;
}

/** Runs a command to its end (tracked like the servers, so Ctrl-C stops it too); rejects with its output on failure. */
export function runToCompletion(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    children.add(child);
    let output = '';
    const collect = (chunk: Buffer) => (output = (output + chunk.toString('utf8')).slice(-20_000));
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.once('error', reject);
    child.once('close', (code) => {
      children.delete(child);
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (exit code ${code}):\n${output.trim()}`));
    });
  });
}
