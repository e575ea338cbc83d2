import type { Encoding } from './content-coding.ts';
import type { StaticFile } from './static-files.ts';

/** Which answer of a file: a 304, or a 200/404 in one encoding (undefined: the bytes as stored). */
export type StaticAnswer = { status: 304 } | { status: 200 | 404; encoding: Encoding | undefined; length: number };

type HeaderRecord = Readonly<Record<string, string>>;

// One record per site header set (over HTTP, over HTTPS), file and answer: a page request picks
// one instead of spreading a new object; @hono/node-server hands a plain record to writeHead as it is.
const records = new WeakMap<HeaderRecord, WeakMap<StaticFile, Map<string, HeaderRecord>>>();

function build(siteHeaders: HeaderRecord, file: StaticFile, answer: StaticAnswer): HeaderRecord {
  const headers: Record<string, string> = {
    ...siteHeaders,
    'Content-Type': file.contentType,
    'Cache-Control': answer.status === 404 ? 'no-store' : file.cacheControl,
    ETag: file.etag,
    Vary: 'Accept-Encoding',
  };
  if (answer.status !== 304) {
    if (answer.encoding) headers['Content-Encoding'] = answer.encoding;
    headers['Content-Length'] = String(answer.length);
  }
  return Object.freeze(headers);
}

/** The headers of `answer` for `file`, built on first use and then reused. */
export function staticAnswerHeaders(siteHeaders: HeaderRecord, file: StaticFile, answer: StaticAnswer): HeaderRecord {
  let byFile = records.get(siteHeaders);
  if (!byFile) {
    byFile = new WeakMap();
    records.set(siteHeaders, byFile);
  }
  let byAnswer = byFile.get(file);
  if (!byAnswer) {
    byAnswer = new Map();
    byFile.set(file, byAnswer);
  }
  const key = answer.status === 304 ? '304' : `${answer.status} ${answer.encoding ?? 'identity'} ${answer.length}`;
  let headers = byAnswer.get(key);
  if (!headers) {
    headers = build(siteHeaders, file, answer);
    byAnswer.set(key, headers);
  }
  return headers;
}
