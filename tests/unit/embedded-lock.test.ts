import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { DataDirInUseError, lockDataDir } from '#api/db/embedded-lock.ts';

let dataDir: string;
const lockFile = () => join(dataDir, 'embedded-database.lock');

/** The pid of a process that has already ended. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '0']);
  return child.pid ?? 0;
}

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'embedded-lock-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

test('the lock file holds the pid while held and is gone after release', async () => {
  const lock = await lockDataDir(dataDir);
  expect(await readFile(lockFile(), 'utf8')).toBe(String(process.pid));
  await lock.release();
  expect(await readdir(dataDir)).toEqual([]);
});

test('a directory held here is refused, naming the folder and the pid', async () => {
  const lock = await lockDataDir(dataDir);
  await expect(lockDataDir(dataDir)).rejects.toThrow(new DataDirInUseError(dataDir, process.pid).message);
  await lock.release();
});

test('a lock of a live process is refused and left alone', async () => {
  await writeFile(lockFile(), String(process.ppid));
  const refusal = await lockDataDir(dataDir).catch((error: unknown) => error);
  expect(refusal).toBeInstanceOf(DataDirInUseError);
  expect(refusal).toMatchObject({ dataDir, holderPid: process.ppid });
  expect(await readFile(lockFile(), 'utf8')).toBe(String(process.ppid));
});

test.each([
  ['a process that has ended', () => String(deadPid())],
  ['this pid, not held here (a restarted container)', () => String(process.pid)],
  ['no pid at all', () => ''],
])('a lock left by %s is taken over', async (_case, content) => {
  await writeFile(lockFile(), content());
  const lock = await lockDataDir(dataDir);
  expect(await readFile(lockFile(), 'utf8')).toBe(String(process.pid));
  await lock.release();
  expect(await readdir(dataDir)).toEqual([]);
});
