import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { Database } from '#api/db/client.ts';
import { files } from '#api/db/schema/index.ts';
import { chunkBytes } from '#api/storage/database-file-store.ts';
import { createLocalFileStore } from '#api/storage/local-file-store.ts';
import { createDriverUnderTest, fileStoreDrivers, type DriverUnderTest } from '#tests/setup/file-store-drivers.ts';
import { required } from '#tests/setup/required.ts';
import { getTestDatabase, resetDatabase } from '#tests/setup/test-database.ts';

let db: Database;

beforeAll(async () => {
  ({ db } = await getTestDatabase());
});

const sha256 = (content: Uint8Array) => createHash('sha256').update(content).digest('hex');

/** Yields the content in uneven pieces, the way a network delivers it. */
async function* inPieces(content: Uint8Array, pieceBytes = 70_001): AsyncGenerator<Uint8Array> {
  for (let offset = 0; offset < content.length; offset += pieceBytes) yield content.subarray(offset, offset + pieceBytes);
}

async function* failingAfter(content: Uint8Array): AsyncGenerator<Uint8Array> {
  yield* inPieces(content);
  throw new Error('connection reset by peer');
}

const uuidPath = /^[0-9a-f]{2}\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe.each(fileStoreDrivers)('the %s file store', (driver) => {
  let subject: DriverUnderTest;

  beforeEach(async () => {
    await resetDatabase(db);
    subject = await createDriverUnderTest(driver, db);
  });
  afterEach(() => subject.dispose());

  test('gives back the bytes it was given, with their SHA-256, size and type', async () => {
    const content = randomBytes(chunkBytes * 2 + 12_345);
    const stored = await subject.store.put(inPieces(content), { mimeType: 'application/pdf' });
    expect(stored).toEqual({ id: expect.any(String), sha256: sha256(content), size: content.length, mimeType: 'application/pdf' });

    const opened = await subject.store.open(stored.id);
    expect(opened?.file).toEqual(stored);
    const read = await buffer(required(opened, 'the stored file').content);
    expect(read.equals(content)).toBe(true);

    const [row] = await db.select().from(files);
    expect(row).toMatchObject({ ...stored, ownerCustomerId: null, ownerUserId: null });
  });

  test('keeps an empty file', async () => {
    const stored = await subject.store.put(inPieces(new Uint8Array()), { mimeType: 'text/plain; charset=utf-8' });
    expect(stored).toMatchObject({ size: 0, sha256: sha256(new Uint8Array()) });
    const opened = required(await subject.store.open(stored.id), 'the empty file');
    expect((await buffer(opened.content)).length).toBe(0);
  });

  test('names what it keeps by generated ids only', async () => {
    const first = await subject.store.put(inPieces(randomBytes(1000)), { mimeType: 'image/png' });
    const second = await subject.store.put(inPieces(randomBytes(1000)), { mimeType: 'image/png' });
    expect(first.id).not.toBe(second.id);
    const onDisk = await subject.filesOnDisk();
    if (driver === 'local') {
      expect(onDisk.sort()).toEqual([`${first.id.slice(0, 2)}/${first.id}`, `${second.id.slice(0, 2)}/${second.id}`].sort());
      expect(onDisk.every((path) => uuidPath.test(path))).toBe(true);
    } else {
      expect(onDisk).toEqual([]);
    }
  });

  test('delete removes the row and the bytes, and deleting again is no error', async () => {
    const stored = await subject.store.put(inPieces(randomBytes(chunkBytes + 1)), { mimeType: 'application/zip' });
    await subject.store.delete(stored.id);
    expect(await subject.store.open(stored.id)).toBeNull();
    expect(await subject.rowCounts()).toEqual({ files: 0, chunks: 0 });
    expect(await subject.filesOnDisk()).toEqual([]);
    await expect(subject.store.delete(stored.id)).resolves.toBeUndefined();
  });

  test('an unknown id, or one that is not a UUID, names nothing', async () => {
    expect(await subject.store.open(randomUUID())).toBeNull();
    for (const id of ['../../etc/passwd', '..', 'a\u0000b', '', `${randomUUID()}/../x`]) {
      expect(await subject.store.open(id)).toBeNull();
      await expect(subject.store.delete(id)).resolves.toBeUndefined();
    }
  });

  test('content that fails mid-stream leaves no row, no chunk and no file', async () => {
    await expect(subject.store.put(failingAfter(randomBytes(chunkBytes * 2)), { mimeType: 'application/pdf' })).rejects.toThrow(
      'connection reset by peer',
    );
    expect(await subject.rowCounts()).toEqual({ files: 0, chunks: 0 });
    expect(await subject.filesOnDisk()).toEqual([]);
  });

  test('a row that cannot be written leaves no chunk and no file', async () => {
    const unknownCustomer = { customerId: randomUUID() };
    await expect(
      subject.store.put(inPieces(randomBytes(chunkBytes + 1)), { mimeType: 'image/png', owner: unknownCustomer }),
    ).rejects.toThrow();
    expect(await subject.rowCounts()).toEqual({ files: 0, chunks: 0 });
    expect(await subject.filesOnDisk()).toEqual([]);
  });
});

test('the database driver keeps a file in rows of 256 KB, read back in order', async () => {
  const subject = await createDriverUnderTest('database', db);
  await resetDatabase(db);
  const content = randomBytes(chunkBytes * 3 + 1);
  const stored = await subject.store.put(inPieces(content, 1 << 20), { mimeType: 'application/pdf' });
  expect(await subject.rowCounts()).toEqual({ files: 1, chunks: 4 });
  const opened = required(await subject.store.open(stored.id), 'the file of four chunks');
  expect((await buffer(opened.content)).equals(content)).toBe(true);
  await subject.dispose();
});

describe('the local file store after a crash', () => {
  beforeEach(() => resetDatabase(db));

  test('on its next start, a file left in incoming/ with its row is moved into place and one without a row is deleted', async () => {
    const before = await createDriverUnderTest('local', db);
    const recorded = await before.store.put(inPieces(randomBytes(2_000)), { mimeType: 'application/pdf' });
    // As a crash between the row and the rename leaves it: the row written, the bytes still incoming.
    await mkdir(join(before.directory, 'incoming'), { recursive: true });
    await rename(join(before.directory, recorded.id.slice(0, 2), recorded.id), join(before.directory, 'incoming', recorded.id));
    await writeFile(join(before.directory, 'incoming', randomUUID()), randomBytes(500));

    const restarted = createLocalFileStore(db, before.directory);
    const reopened = await restarted.open(recorded.id);
    expect(reopened?.file.size).toBe(2_000);
    await buffer(required(reopened, 'the file after the restart').content);
    expect(await before.filesOnDisk()).toEqual([`${recorded.id.slice(0, 2)}/${recorded.id}`]);
    await before.dispose();
  });
});
