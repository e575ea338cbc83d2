import { errorStatus, type ErrorCode } from '#api/lib/errors.ts';
import type { FuzzRequest } from './arbitraries-requests.ts';

// What every answer to a fuzzed request must be, whatever was sent: the product's error shape for
// a refusal, nothing internal in any body, and never a server error.

/** Traces of the server's insides: a stack frame, a source or package path, SQL or a driver's words. */
const leaks: [string, RegExp][] = [
  ['a stack frame', /\bat (?:async )?[\w$.<>]+ \(|\bat (?:file:\/\/)?\/[\w./-]+:\d+/],
  ['a stack property', /"stack"\s*:/],
  ['a package path', /node_modules/],
  ['a source path', /\/(?:work|srv|home|usr|tmp)\/[\w.-]+\/|[\w-]+\.ts:\d+/],
  ['SQL text', /\b(?:select\s+[\w"*,. ]+\s+from|insert\s+into|delete\s+from|update\s+"?\w+"?\s+set)\b/i],
  [
    'a database error',
    new RegExp(
      [
        'duplicate key',
        'violates',
        'syntax error at',
        'invalid input syntax',
        'relation "',
        'column "',
        'out of range for type',
        'PGlite',
        'PostgresError',
        'ECONNREFUSED',
        'SQLSTATE',
      ].join('|'),
      'i',
    ),
  ],
];

const textual = (contentType: string) => /json|text|csv|html|xml/i.test(contentType);

export interface Answer {
  status: number;
  contentType: string;
  requestIdHeader: string | null;
  text: string;
}

export async function readAnswer(response: Response): Promise<Answer> {
  const contentType = response.headers.get('content-type') ?? '';
  const bytes = new Uint8Array(await response.arrayBuffer());
  return {
    status: response.status,
    contentType,
    requestIdHeader: response.headers.get('x-request-id'),
    text: textual(contentType) || response.status >= 400 ? new TextDecoder().decode(bytes) : '',
  };
}

const describeRequest = (request: FuzzRequest) => `${request.method} ${request.url.slice(0, 300)}`;

/** Throws (for fast-check to shrink and report) unless the answer is one a caller may see. */
export function expectSafeAnswer(request: FuzzRequest, answer: Answer): void {
  const fail = (why: string): never => {
    throw new Error(`${describeRequest(request)} → ${answer.status}: ${why}\n${answer.text.slice(0, 500)}`);
  };
  if (answer.status >= 500) fail('a server error');
  for (const [what, pattern] of leaks) if (pattern.test(answer.text)) fail(`the body shows ${what}`);
  if (answer.status < 400) return;

  if (!answer.contentType.startsWith('application/json')) fail(`an error answered as ${answer.contentType || 'no content type'}`);
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    fail('an error whose body is not JSON');
  }
  if (typeof body !== 'object' || body === null) fail('an error whose body is not an object');
  const { message, code, requestId, errors, ...rest } = body as Record<string, unknown>;
  if (Object.keys(rest).length > 0)
    fail(`an error with fields beyond { message, code, requestId, errors }: ${Object.keys(rest).join(', ')}`);
  if (typeof message !== 'string' || message === '') fail('an error without a message');
  if (typeof code !== 'string' || !(code in errorStatus)) fail(`an error code the product does not have: ${String(code)}`);
  if (errorStatus[code as ErrorCode] !== answer.status) fail(`the code ${String(code)} with another status`);
  if (typeof requestId !== 'string' || requestId !== answer.requestIdHeader) fail('an error without its request id');
  if (
    errors !== undefined &&
    (typeof errors !== 'object' || errors === null || Object.values(errors).some((value) => typeof value !== 'string'))
  ) {
    fail('field errors that are not a message per field');
  }
}
