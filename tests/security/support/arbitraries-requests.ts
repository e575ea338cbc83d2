import fc from 'fast-check';
import type { z } from 'zod';
import { multipartBody, type Part } from '#tests/api/customer-portal-fixtures.ts';
import { testOrigin } from '#tests/setup/test-app.ts';
import { arbitraryFromSchema, hostileString, hostileText, type KnownIds } from './arbitraries.ts';
import { endpointParts, type Endpoint, type RecordKind } from './endpoints.ts';

// Whole requests for one endpoint: mostly well-formed ones built from its schemas (hostile values
// inside), the rest malformed, wrongly typed, oversized or sent with hostile paths and queries.

export interface FuzzRequest {
  method: string;
  /** Path and query, already encoded as they go on the wire. */
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
}

/** Path segments sent as written (already percent-encoded or deliberately not). */
const hostileSegments = [
  '..',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  '%00',
  'a%00b',
  '%',
  '%E0%A4%A',
  '%F0%9F%9A%A4',
  '%EF%BF%BF',
  `${'x'.repeat(10 * 1024)}`,
  "1'%20OR%20'1'%3D'1",
  '1%3B%20DROP%20TABLE%20documents',
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
  '%7B6f1c2c4e-8a7b-4c1d-9e2f-3a4b5c6d7e8f%7D',
  '6f1c2c4e8a7b4c1d9e2f3a4b5c6d7e8f',
  '-1',
  '0',
  '2147483648',
  '9007199254740991',
  '1e309',
  'NaN',
  '__proto__',
  'constructor',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
];

/** Query strings appended as written: repeated, undecodable, oversized and prototype-named parameters. */
const hostileQueries = [
  'limit=1&limit=2',
  'limit=1e999',
  'limit=-1',
  'cursor=%00',
  '__proto__%5Bx%5D=1',
  'constructor=1',
  '%=%',
  'a=%E0%A4%A',
  `cursor=${'x'.repeat(5000)}`,
  `search=${encodeURIComponent("' OR 1=1 --")}`,
  'from=9999-99-99&to=0000-00-00',
  'status[]=active',
];

const malformedJson = [
  '',
  '{',
  '{"a":',
  "{'a':1}",
  '{"a":1}trailing',
  'NaN',
  '1e999',
  '\u0000',
  '[]',
  'null',
  '"text"',
  '12',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":"\\ud800"}',
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
];

const wrongTypes: unknown[] = [123, -1, 1e308, true, false, null, [], {}, ['a', 'b'], { $gt: '' }, { toString: 'x' }, 'x'.repeat(20_000)];

const otherContentTypes = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=nothing',
  'application/jsonx',
  'application/json; charset=utf-16',
  '',
];

/** Keys a careless merge would let through to an object's prototype. */
const prototypeKeys = JSON.parse('{"__proto__":{"isAdmin":true,"role":"admin"},"constructor":{"prototype":{"isAdmin":true}}}') as Record<
  string,
  unknown
>;

const jsonHeaders = { Origin: testOrigin, 'Content-Type': 'application/json' };

function pathArbitrary(path: string, endpoint: Endpoint, records: Record<RecordKind, string[]>): fc.Arbitrary<string> {
  const names = [...path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
  const segment = (name: string) => {
    const kind = endpoint.params?.[name];
    const known = kind ? records[kind] : [];
    const wellFormed =
      known.length > 0 ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: fc.uuid() }) : fc.uuid();
    return fc.oneof(
      { weight: 8, arbitrary: wellFormed.map(encodeURIComponent) },
      { weight: 1, arbitrary: fc.constantFrom(...hostileSegments) },
      { weight: 1, arbitrary: fc.constantFrom(...hostileText).map(encodeURIComponent) },
    );
  };
  return fc
    .tuple(...names.map(segment))
    .map((values) => names.reduce((built, name, index) => built.replace(`:${name}`, values[index] ?? ''), path));
}

const asQueryValue = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function queryArbitrary(schema: z.ZodType | undefined, known: KnownIds): fc.Arbitrary<string> {
  const fromSchema = schema
    ? (arbitraryFromSchema(schema, known) as fc.Arbitrary<Record<string, unknown>>).map((values) =>
        new URLSearchParams(
          Object.entries(values)
            .filter(([, value]) => value !== undefined)
            .map(([key, value]) => [key, asQueryValue(value)]),
        ).toString(),
      )
    : fc.constant('');
  return fc.oneof({ weight: 8, arbitrary: fromSchema }, { weight: 1, arbitrary: fc.constantFrom(...hostileQueries) });
}

/** A body of the schema's shape, sometimes with prototype keys besides its own. */
function schemaBody(schema: z.ZodType, known: KnownIds): fc.Arbitrary<unknown> {
  return fc
    .tuple(arbitraryFromSchema(schema, known), fc.boolean())
    .map(([value, withPrototypeKeys]) =>
      withPrototypeKeys && typeof value === 'object' && value !== null
        ? { ...prototypeKeys, ...(value as Record<string, unknown>) }
        : value,
    );
}

/** The schema's body with one field of the wrong type. */
function wronglyTyped(schema: z.ZodType, known: KnownIds): fc.Arbitrary<unknown> {
  return fc.tuple(arbitraryFromSchema(schema, known), fc.nat(), fc.constantFrom(...wrongTypes)).map(([value, index, wrong]) => {
    if (typeof value !== 'object' || value === null) return wrong;
    const keys = Object.keys(value);
    const key = keys.length > 0 ? keys[index % keys.length] : 'field';
    return { ...(value as Record<string, unknown>), [key ?? 'field']: wrong };
  });
}

type Body = Pick<FuzzRequest, 'headers' | 'body'>;

const json = (value: unknown): Body => ({ headers: jsonHeaders, body: JSON.stringify(value) });

function jsonBodyArbitrary(schema: z.ZodType | undefined, known: KnownIds): fc.Arbitrary<Body> {
  const wellFormed = schema ? schemaBody(schema, known) : fc.constant(undefined);
  return fc.oneof(
    {
      weight: schema ? 14 : 4,
      arbitrary: wellFormed.map((value): Body => (value === undefined ? { headers: { Origin: testOrigin } } : json(value))),
    },
    { weight: 2, arbitrary: (schema ? wronglyTyped(schema, known) : fc.jsonValue({ maxDepth: 3 })).map(json) },
    { weight: 1, arbitrary: fc.constantFrom(...malformedJson).map((text): Body => ({ headers: jsonHeaders, body: text })) },
    { weight: 1, arbitrary: fc.constant(json({ padding: 'x'.repeat(70 * 1024) })) },
    {
      weight: 1,
      arbitrary: fc.tuple(wellFormed, fc.constantFrom(...otherContentTypes)).map(
        ([value, contentType]): Body => ({
          headers: { Origin: testOrigin, 'Content-Type': contentType },
          body: JSON.stringify(value ?? {}),
        }),
      ),
    },
  );
}

/** File names people and attackers send: traversal, NUL, very long, bidi tricks, only dots. */
const hostileFileNames = [
  'survey.pdf',
  '../../../etc/passwd.pdf',
  '..\\..\\windows\\win.ini.pdf',
  'a%00.pdf',
  'report.pdf\u0000.exe',
  `${'n'.repeat(1000)}.pdf`,
  'invoice\u202Efdp.exe',
  '....pdf',
  '.pdf',
  '<script>.pdf',
  "o'brien; --.pdf",
  'Résumé 👩‍👩‍👧‍👦.pdf',
  'photo.PNG',
  'notes.txt',
  'no-extension',
];

const pdf = (text: string) => `%PDF-1.7\n% ${text}\n%%EOF\n`;

function formArbitrary(schema: z.ZodType, known: KnownIds): fc.Arbitrary<Body> {
  const file = fc.record({
    name: fc.oneof({ weight: 8, arbitrary: fc.constant('file') }, { weight: 1, arbitrary: fc.constant('attachment') }),
    // Mostly a PDF under a hostile name, so the upload gets past its type checks to the store and the database.
    filename: fc.oneof(
      {
        weight: 4,
        arbitrary: hostileString({ minLength: 1, maxLength: 120 }).map(
          (stem) => `${stem.replaceAll('"', "'").replaceAll(/[\r\n]/g, ' ')}.pdf`,
        ),
      },
      { weight: 1, arbitrary: fc.constantFrom(...hostileFileNames) },
    ),
    content: fc.oneof(
      { weight: 6, arbitrary: hostileString({ maxLength: 200 }).map(pdf) },
      { weight: 1, arbitrary: fc.uint8Array({ maxLength: 2048 }) },
      { weight: 1, arbitrary: fc.constant('') },
    ),
  });
  const parts = fc
    .tuple(arbitraryFromSchema(schema, known) as fc.Arbitrary<Record<string, unknown>>, fc.option(file, { freq: 8 }))
    .map(([fields, sent]): Part[] => [
      ...Object.entries(fields)
        .filter(([, value]) => value !== undefined && value !== null)
        .map(([name, value]) => ({ name, content: asQueryValue(value) })),
      ...(sent ? [sent] : []),
    ]);
  const wellFormed = parts.map((list): Body => {
    const { body, contentType } = multipartBody(list);
    return { headers: { Origin: testOrigin, 'Content-Type': contentType }, body };
  });
  const broken = parts.chain((list) => {
    const { body, contentType } = multipartBody(list);
    return fc.constantFrom<Body>(
      { headers: { Origin: testOrigin, 'Content-Type': contentType }, body: body.subarray(0, Math.floor(body.length / 2)) },
      { headers: { Origin: testOrigin, 'Content-Type': 'multipart/form-data' }, body },
      { headers: { Origin: testOrigin, 'Content-Type': `${contentType}x` }, body },
      { headers: { Origin: testOrigin, 'Content-Type': contentType }, body: '' },
      { headers: jsonHeaders, body: '{}' },
    );
  });
  return fc.oneof({ weight: 5, arbitrary: wellFormed }, { weight: 1, arbitrary: broken });
}

function rawBodyArbitrary(): fc.Arbitrary<Body> {
  const event = fc.record({
    id: hostileString({ maxLength: 60 }),
    type: fc.constantFrom('payment_intent.succeeded', 'charge.refunded', "'; --"),
    data: fc.jsonValue({ maxDepth: 3 }),
  });
  return fc
    .tuple(
      fc.oneof(
        event.map((value) => JSON.stringify(value)),
        fc.constantFrom(...malformedJson),
      ),
      fc.option(fc.constantFrom('t=1,v1=00', `t=${'9'.repeat(40)},v1=zz`, 'v1=', ',,,=', hostileText[0] ?? '')),
    )
    .map(
      ([body, signature]): Body => ({ headers: { ...jsonHeaders, ...(signature !== null && { 'Stripe-Signature': signature }) }, body }),
    );
}

const bodyless = new Set(['GET', 'HEAD', 'DELETE']);

/**
 * The client address a trusted proxy reports: a new one for most cases, so per-address limits
 * (which have their own tests) let the cases through to the service; sometimes a hostile one.
 */
const forwardedFor = fc.oneof(
  { weight: 9, arbitrary: fc.ipV4() },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'unknown',
      '::1',
      "'; --",
      '<script>',
      '999.999.999.999',
      Array.from({ length: 300 }, (_, hop) => `10.0.${hop % 256}.1`).join(', '),
    ),
  },
);

/** Requests for the endpoint `key` ("METHOD /path/:param"), without the caller's cookie. */
export function requestArbitrary(key: string, endpoint: Endpoint, records: Record<RecordKind, string[]>): fc.Arbitrary<FuzzRequest> {
  const { method, path } = endpointParts(key);
  const known: KnownIds = { uuids: Object.values(records).flat() };
  const body: fc.Arbitrary<Body> = bodyless.has(method)
    ? fc.constant({ headers: { Origin: testOrigin } })
    : endpoint.form
      ? formArbitrary(endpoint.form, known)
      : endpoint.rawBody
        ? rawBodyArbitrary()
        : jsonBodyArbitrary(endpoint.body, known);
  return fc
    .tuple(pathArbitrary(path, endpoint, records), queryArbitrary(endpoint.query, known), body, forwardedFor)
    .map(([builtPath, query, { headers, body: sent }, client]) => ({
      method,
      url: query ? `${builtPath}?${query}` : builtPath,
      headers: { ...headers, 'X-Forwarded-For': client },
      ...(sent !== undefined && { body: sent }),
    }));
}
