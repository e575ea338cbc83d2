import type { IncomingMessage, ServerResponse } from 'node:http';
import { staticAnswerHeaders } from './static-answer-headers.ts';
import { encodedBody, preferredEncoding, type StaticFile } from './static-files.ts';

/**
 * Answers a pre-rendered file on the Node response itself: a 304 when the browser's copy is
 * current, else the file in the best encoding the browser accepts, with headers built once per
 * file and answer. Resolves to the status written.
 */
export async function writeStaticFile(
  request: IncomingMessage,
  response: ServerResponse,
  siteHeaders: Readonly<Record<string, string>>,
  file: StaticFile,
  status: 200 | 404,
): Promise<number> {
  if (status === 200 && request.headers['if-none-match'] === file.etag) {
    response.writeHead(304, staticAnswerHeaders(siteHeaders, file, { status: 304 }));
    response.end();
    return 304;
  }
  const encoding = preferredEncoding(file, request.headers['accept-encoding']);
  const body = encoding ? await encodedBody(file, encoding) : file.body;
  response.writeHead(status, staticAnswerHeaders(siteHeaders, file, { status, encoding, length: body.length }));
  response.end(request.method === 'HEAD' ? undefined : body);
  return status;
}
