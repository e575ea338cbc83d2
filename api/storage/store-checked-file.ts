import { emptyFileMessage } from '#shared/uploads.ts';
import { AppError } from '#api/lib/errors.ts';
import { contentMismatchMessage, createTextCheck, decideFileType, leadingByteCount, type DecidedType } from './file-type.ts';
import type { FileOwner, FileStore, StoredFile } from './file-store.ts';

/**
 * Streams an uploaded file into the store once its leading bytes prove the type its extension
 * names (415 otherwise), checking text files to the last byte as they pass. When the content fails
 * a check, or the stream fails (e.g. at the size limit), the put fails and nothing stays stored.
 */
export async function storeCheckedFile(
  content: AsyncIterable<Uint8Array>,
  extension: string,
  { store, owner }: { store: FileStore; owner?: FileOwner | undefined },
): Promise<StoredFile> {
  const chunks = content[Symbol.asyncIterator]();
  const leading = await readLeadingBytes(chunks);
  if (leading.length === 0) throw new AppError('bad_request', emptyFileMessage);
  const type = decideFileType(extension, leading.subarray(0, leadingByteCount));
  if (!type) throw new AppError('unsupported_media_type', contentMismatchMessage(extension));
  return store.put(checkedContent(leading, chunks, type, extension), { mimeType: type.mimeType, owner });
}

async function readLeadingBytes(chunks: AsyncIterator<Uint8Array>): Promise<Buffer> {
  const read: Uint8Array[] = [];
  let length = 0;
  while (length < leadingByteCount) {
    const next = await chunks.next();
    if (next.done) break;
    read.push(next.value);
    length += next.value.byteLength;
  }
  return Buffer.concat(read, length);
}

async function* checkedContent(
  leading: Uint8Array,
  rest: AsyncIterator<Uint8Array>,
  type: DecidedType,
  extension: string,
): AsyncGenerator<Uint8Array> {
  const text = type.mustBeText ? createTextCheck() : undefined;
  const mismatch = () => new AppError('unsupported_media_type', contentMismatchMessage(extension));
  for (let next: IteratorResult<Uint8Array> = { done: false, value: leading }; !next.done; next = await rest.next()) {
    if (text && !text.push(next.value)) throw mismatch();
    yield next.value;
  }
  if (text && !text.end()) throw mismatch();
}
