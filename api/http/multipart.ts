import { once } from 'node:events';
import type { Readable } from 'node:stream';
import busboy, { type Busboy } from 'busboy';
import type { z } from 'zod';
import {
  fileExtension,
  fileTooLargeMessage,
  isAcceptedExtension,
  maxUploadBytes,
  noFileMessage,
  notAcceptedMessage,
  type UploadForm,
} from '#shared/uploads.ts';
import { AppError } from '#api/lib/errors.ts';
import { fieldErrors } from '#api/middleware/validate.ts';
import { cleanFileName } from '#api/storage/file-name.ts';
import type { FileOwner, FileStore, StoredFile } from '#api/storage/file-store.ts';
import { storeCheckedFile } from '#api/storage/store-checked-file.ts';
import { bodyRefusal, discardRestOfBody } from './request-body.ts';

const fileField = 'file';
const maxFields = 20;
const maxFieldBytes = 16 * 1024;

export interface UploadOptions<Fields extends z.ZodType> {
  store: FileStore;
  form: UploadForm;
  /** The text fields sent with the file, checked once the whole form has arrived. */
  fields: Fields;
  owner?: FileOwner | undefined;
}

export interface ReceivedUpload<FieldValues> {
  file: StoredFile;
  /** The name the sender gave, cleaned for display; never part of a path. */
  fileName: string;
  fields: FieldValues;
}

interface ReceivedParts {
  stored: { file: StoredFile; fileName: string } | undefined;
  fields: Record<string, string>;
}

/**
 * Reads a multipart form holding one file (in the field `file`) and text fields. The file streams
 * into the store while its size (10 MB) and type (extension and content) are checked; it is never
 * buffered whole. On a refusal nothing stays stored, and the rest of the body is read and discarded
 * before the error is thrown, so the client receives the answer (see `discardRestOfBody`).
 */
export async function readUpload<Fields extends z.ZodType>(
  request: Request,
  options: UploadOptions<Fields>,
): Promise<ReceivedUpload<z.output<Fields>>> {
  const reader = request.body?.getReader();
  if (!reader) throw new AppError('bad_request', noFileMessage);
  let parts: ReceivedParts;
  try {
    const parser = createParser(request);
    const stopFeeding = new AbortController();
    const receiving = receiveParts(parser, options, stopFeeding);
    void feed(reader, parser, stopFeeding.signal);
    parts = await receiving;
  } catch (error) {
    await discardRestOfBody(request, reader);
    throw error instanceof AppError ? bodyRefusal(error.code, error.message) : error;
  }
  return checkParts(parts, options);
}

function createParser(request: Request): Busboy {
  try {
    return busboy({
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      // Browsers send file names as raw UTF-8.
      defParamCharset: 'utf8',
      // One byte over the limit, so a file of exactly 10 MB is not taken for a cut one.
      limits: { files: 1, fileSize: maxUploadBytes + 1, fields: maxFields, fieldSize: maxFieldBytes },
    });
  } catch {
    throw new AppError('bad_request', 'The upload is not a multipart form');
  }
}

/** Writes the request body into the parser, respecting its backpressure, until the body ends or `stop` fires. */
async function feed(reader: ReadableStreamDefaultReader<Uint8Array>, parser: Busboy, stop: AbortSignal): Promise<void> {
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (stop.aborted) return;
      if (done) {
        parser.end();
        return;
      }
      if (!parser.write(value)) await once(parser, 'drain', { signal: stop });
    }
  } catch (error) {
    // The client went away mid-body (or the parser already failed): the parser reports it.
    if (!stop.aborted) parser.destroy(error instanceof Error ? error : new Error(String(error)));
  }
}

/** Collects the parts; on the first problem stops feeding, waits until nothing is stored, and throws it. */
async function receiveParts(parser: Busboy, options: UploadOptions<z.ZodType>, stopFeeding: AbortController): Promise<ReceivedParts> {
  const fields: Record<string, string> = {};
  let upload: Promise<ReceivedParts['stored']> = Promise.resolve(undefined);
  let fileStream: Readable | undefined;
  let failure: { error: unknown } | undefined;
  let stopWaiting = () => {};
  const stopped = new Promise<void>((resolve) => (stopWaiting = resolve));

  const fail = (error: unknown) => {
    if (failure) return;
    failure = { error };
    stopFeeding.abort();
    fileStream?.destroy();
    stopWaiting();
  };

  parser.on('file', (name, stream, info) => {
    const fileName = cleanFileName(info.filename ?? '');
    if (name !== fileField) {
      stream.resume();
      return fail(new AppError('bad_request', `Send the file in the "${fileField}" field`));
    }
    // An empty file input: the browser sends a part with no name and no content.
    if (fileName === '') return stream.resume();
    if (!isAcceptedExtension(options.form, fileName)) {
      stream.resume();
      return fail(new AppError('unsupported_media_type', notAcceptedMessage(options.form)));
    }
    fileStream = stream;
    stream.on('limit', () => {
      const tooLarge = new AppError('payload_too_large', fileTooLargeMessage);
      stream.destroy(tooLarge);
      // Stops reading the body at once, not only once the store has cleaned up after the file.
      fail(tooLarge);
    });
    upload = storeCheckedFile(stream, fileExtension(fileName), options).then(
      (file) => ({ file, fileName }),
      (error: unknown) => {
        fail(error);
        return undefined;
      },
    );
  });
  parser.on('field', (name, value, info) => {
    if (name === fileField) return fail(new AppError('bad_request', noFileMessage));
    if (info.valueTruncated) return fail(new AppError('payload_too_large', `The ${name} field is too long`));
    fields[name] = value;
  });
  parser.on('filesLimit', () => fail(new AppError('bad_request', 'Send one file at a time')));
  parser.on('fieldsLimit', () => fail(new AppError('payload_too_large', 'The form has too many fields')));
  parser.on('error', () => fail(new AppError('bad_request', 'The upload could not be read')));

  await Promise.race([new Promise((resolve) => parser.once('close', resolve)), stopped]);
  const stored = await upload;
  if (failure) {
    if (stored) await options.store.delete(stored.file.id);
    throw failure.error;
  }
  return { stored, fields };
}

/** The body has been read whole: a missing file or invalid fields answer 400 with nothing kept. */
async function checkParts<Fields extends z.ZodType>(
  { stored, fields }: ReceivedParts,
  { store, fields: schema }: UploadOptions<Fields>,
): Promise<ReceivedUpload<z.output<Fields>>> {
  if (!stored) throw new AppError('bad_request', noFileMessage);
  const result = schema.safeParse(fields);
  if (!result.success) {
    await store.delete(stored.file.id);
    const errors = fieldErrors(result.error);
    throw new AppError('validation_failed', Object.values(errors)[0] ?? 'Invalid request', { errors });
  }
  return { ...stored, fields: result.data };
}
