import { AppError, type ErrorCode } from '#api/lib/errors.ts';

type BodyReader = ReadableStreamDefaultReader<Uint8Array>;

/** How much of a refused body is still read before answering. */
export const drainBounds = { maxBytes: 32 * 1024 * 1024, maxMs: 15_000 };

/** The Content-Length a body declares, when it is not sent in chunks. */
export function declaredLength(request: Request): number | undefined {
  const header = request.headers.get('content-length');
  if (header === null || request.headers.has('transfer-encoding')) return undefined;
  const length = Number(header);
  return Number.isSafeInteger(length) && length >= 0 ? length : undefined;
}

/** The whole body when it holds at most `maxBytes`, else undefined (the reader stays where it stopped). */
export async function readAtMost(reader: BodyReader, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks, size);
    size += value.byteLength;
    if (size > maxBytes) return undefined;
    chunks.push(value);
  }
}

/**
 * Reads and throws away the rest of a body the server has refused, before the refusal is sent. A
 * client still sending when the server closes the connection gets a reset instead of the answer
 * (a browser shows a network error), so the answer waits until the body has ended, or until
 * `bounds` is reached; then the answer's `Connection: close` ends the connection regardless.
 */
export async function discardRestOfBody(request: Request, reader = request.body?.getReader(), bounds = drainBounds): Promise<void> {
  const declared = declaredLength(request);
  if (!reader || (declared !== undefined && declared > bounds.maxBytes)) return;
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<'expired'>((resolve) => {
    timer = setTimeout(resolve, bounds.maxMs, 'expired');
  });
  try {
    for (let discarded = 0; discarded <= bounds.maxBytes; ) {
      const result = await Promise.race([reader.read(), expired]);
      if (result === 'expired' || result.done) return;
      discarded += result.value.byteLength;
    }
  } catch {
    // The client went away: there is nothing left to read, and nobody to answer.
  } finally {
    clearTimeout(timer);
  }
}

/** The error to throw for a body refused before it was read to the end: the connection is not reused. */
export function bodyRefusal(code: ErrorCode, message: string): AppError {
  return new AppError(code, message, { headers: { Connection: 'close' } });
}
