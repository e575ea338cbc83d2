import { link, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Another live process has the data directory open; nothing in it was touched. */
export class DataDirInUseError extends Error {
  readonly dataDir: string;
  readonly holderPid: number;

  constructor(dataDir: string, holderPid: number) {
    super(
      `DATA_DIR ${dataDir} is in use by process ${holderPid}: only one process may open an embedded database. ` +
        'Stop that process first, or give this one its own DATA_DIR.',
    );
    this.name = 'DataDirInUseError';
    this.dataDir = dataDir;
    this.holderPid = holderPid;
  }
}

export interface DataDirLock {
  release(): Promise<void>;
}

const lockFileName = 'embedded-database.lock';
// Directories this process holds: a lock naming this process's own pid is stale unless listed here
// (a container restarted with the same pid as the process that left it).
const heldHere = new Set<string>();

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code;

function isAlive(pid: number): boolean {
  if (pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user, which still holds the directory.
    return errorCode(error) === 'EPERM';
  }
}

async function pidIn(path: string): Promise<number | undefined> {
  try {
    const pid = Number.parseInt(await readFile(path, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : 0;
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined;
    throw error;
  }
}

// The pid is written to a file of this process's own first and then linked into place: link fails
// when the lock exists, and nobody ever reads a lock file before its pid is in it.
async function createExclusively(path: string): Promise<boolean> {
  const draft = `${path}.new-${process.pid}`;
  await writeFile(draft, String(process.pid));
  try {
    await link(draft, path);
    return true;
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    throw error;
  } finally {
    await unlink(draft);
  }
}

/**
 * Moves a stale lock (naming `stalePid`) aside. Rename is atomic: of two starters taking over the
 * same stale lock only one moves it; should the one moved turn out to be a fresh lock another
 * starter made meanwhile, it is linked back (link fails rather than overwrite).
 */
async function takeOver(path: string, stalePid: number): Promise<void> {
  const aside = `${path}.stale-${process.pid}`;
  try {
    await rename(path, aside);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return;
    throw error;
  }
  if ((await pidIn(aside)) !== stalePid) await link(aside, path).catch(() => undefined);
  await unlink(aside);
}

/**
 * Takes the embedded database's directory for this process: a lock file holding the pid, created
 * atomically, released on close. A lock left by a process that is gone is taken over.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const path = join(dataDir, lockFileName);
  if (heldHere.has(path)) throw new DataDirInUseError(dataDir, process.pid);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (await createExclusively(path)) {
      heldHere.add(path);
      return {
        release: async () => {
          heldHere.delete(path);
          if ((await pidIn(path)) === process.pid) await unlink(path);
        },
      };
    }
    const holder = await pidIn(path);
    if (holder === undefined) continue;
    if (isAlive(holder)) throw new DataDirInUseError(dataDir, holder);
    await takeOver(path, holder);
  }
  throw new Error(`could not take the lock on DATA_DIR ${dataDir}: other processes kept taking it`);
}
