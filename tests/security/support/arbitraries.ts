import fc from 'fast-check';
import type { z } from 'zod';
import { addDays, facilityToday } from '#shared/stay-dates.ts';

// fast-check arbitraries built from a request's own zod schema: values of the shape the schema
// accepts (so most cases pass the parser and reach the service and the database), with hostile
// text, numbers and dates inside those bounds.

/** Typed by nobody, yet within any text field's rules: SQL and markup metacharacters, bidi marks, emoji. */
export const hostileText = [
  "' OR 1=1 --",
  "'; DROP TABLE customers; --",
  '" OR ""="',
  '\\',
  '\\\\x27',
  '%',
  '_',
  ';',
  '`',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection payload, sent literally as the fuzzed input
  '${7*7}',
  '../../etc/passwd',
  '%00',
  '%2e%2e%2f',
  '=HYPERLINK("https://x.example")',
  '+1',
  '-1',
  '@SUM(A1)',
  '\u202Egnp.exe',
  '\u200F',
  '\u200B',
  '\uFEFF',
  '👩‍👩‍👧‍👦',
  '🚤⚓',
  'Z̴̡̛a̷l̸g̵o',
  'ﷺ',
  'İı ß',
  'null',
  'undefined',
  'NaN',
  '-0',
  '1e309',
  '__proto__',
  'constructor',
];

/** Characters no text field takes (control characters, lone surrogates): their cases test the refusal. */
const untypeableText = ['\u0000', '\u0007', '\u001B[31m', '\u007F', '\u0085', '\uD800', '\uDFFF', 'a\u0000b'];

const lineBreaks = ['\n', '\r\n', '\t'];

/** A hostile string of `minLength`…`maxLength` UTF-16 units as the schema counts them after trimming. */
export function hostileString({ minLength = 0, maxLength = 500, multiLine = false } = {}): fc.Arbitrary<string> {
  const longest = Math.min(maxLength, 10_000);
  const piece = fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...hostileText) },
    { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }) },
    { weight: multiLine ? 2 : 0, arbitrary: fc.constantFrom(...lineBreaks) },
    { weight: 1, arbitrary: fc.constant('W'.repeat(longest)) },
  );
  const typeable = fc.array(piece, { minLength: 1, maxLength: 6 }).map((pieces) => pieces.join(' '));
  // Rare per field, since one refused field refuses the whole request.
  const untypeable = fc.tuple(typeable, fc.constantFrom(...untypeableText)).map(([text, character]) => `${character}${text}${character}`);
  return fc
    .oneof({ weight: 30, arbitrary: typeable }, { weight: 1, arbitrary: untypeable })
    .map((text) => fitLength(text, minLength, longest));
}

function fitLength(text: string, minLength: number, maxLength: number): string {
  let fitted = text.trim().slice(0, maxLength).trim();
  // A cut through an emoji leaves half a surrogate pair: drop it rather than test a refusal by accident.
  if (/[\uD800-\uDBFF]$/.test(fitted)) fitted = fitted.slice(0, -1);
  // zod counts a minimum in code points, so an emoji counts once.
  const codePoints = [...fitted].length;
  return codePoints >= minLength ? fitted : fitted + 'x'.repeat(minLength - codePoints);
}

/** YYYY-MM-DD: mostly within the booking horizon around today, sometimes centuries away. */
const isoDay = (): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 8, arbitrary: fc.integer({ min: -30, max: 800 }).map((days) => addDays(facilityToday(), days)) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('0000-01-01', '0000-02-29', '0001-01-01', '1970-01-01', '2000-02-29', '2100-12-31', '9999-12-31'),
    },
    { weight: 1, arbitrary: farDate().map((date) => date.toISOString().slice(0, 10)) },
  );

const farDate = () => fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true });

/** Valid for zod's email check, with the apostrophes, plus signs and dashes it lets through. */
const hostileEmail = (): fc.Arbitrary<string> =>
  fc
    .tuple(
      fc.oneof(fc.constantFrom("o'brien", "x'or'1'--", 'a+b', '_-_', "'''"), fc.stringMatching(/^[A-Za-z0-9_'+-]{1,40}$/)),
      fc.stringMatching(/^[a-z0-9]{1,20}(-[a-z0-9]{1,10})?$/),
      fc.constantFrom('example', 'example.com', 'co.uk', 'museum'),
    )
    .map(([local, domain, tld]) => `${local}@${domain}.${tld}`);

/** Ids worth sending where the schema asks for a UUID: real records (to reach the database) besides random ones. */
export interface KnownIds {
  uuids: readonly string[];
}

interface StringRules {
  minLength: number;
  maxLength: number;
  format: string | undefined;
  patterns: RegExp[];
}

type Def = z.core.$ZodTypeDef & Record<string, unknown>;
type CheckDef = {
  check: string;
  minimum?: number;
  maximum?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
};

const defOf = (schema: z.core.$ZodType): Def => schema._zod.def as Def;
const checksOf = (schema: z.core.$ZodType): CheckDef[] =>
  ((defOf(schema).checks ?? []) as z.core.$ZodCheck[]).map((check) => check._zod.def as unknown as CheckDef);

/** A string schema, or a pipe of string schemas (`typedText(...).pipe(z.email())`), whose rules all apply. */
function stringRules(schema: z.core.$ZodType): StringRules | undefined {
  const def = defOf(schema);
  if (def.type === 'pipe') {
    const input = stringRules(def.in as z.core.$ZodType);
    const output = stringRules(def.out as z.core.$ZodType);
    if (!input || !output) return undefined;
    return {
      minLength: Math.max(input.minLength, output.minLength),
      maxLength: Math.min(input.maxLength, output.maxLength),
      format: output.format ?? input.format,
      patterns: [...input.patterns, ...output.patterns],
    };
  }
  if (def.type !== 'string') return undefined;
  const rules: StringRules = { minLength: 0, maxLength: Number.POSITIVE_INFINITY, format: def.format as string | undefined, patterns: [] };
  if (def.pattern instanceof RegExp && def.format !== 'regex') rules.patterns.push(def.pattern);
  for (const check of checksOf(schema)) {
    if (check.check === 'min_length') rules.minLength = Math.max(rules.minLength, check.minimum ?? 0);
    if (check.check === 'max_length') rules.maxLength = Math.min(rules.maxLength, check.maximum ?? Number.POSITIVE_INFINITY);
    if (check.check === 'length_equals') rules.minLength = rules.maxLength = check.value ?? 0;
    if (check.check === 'string_format' && check.format === 'regex' && check.pattern) rules.patterns.push(check.pattern);
    if (check.check === 'string_format' && check.format !== 'regex') rules.format = check.format;
  }
  if (def.format === 'regex' && def.pattern instanceof RegExp) rules.patterns.push(def.pattern);
  return rules;
}

/** Whether the text field keeps line breaks (a textarea): probed, since its refinement is a function. */
function acceptsLineBreaks(schema: z.core.$ZodType, rules: StringRules): boolean {
  const probe = fitLength('a\nb', rules.minLength, Math.max(rules.maxLength, 3));
  return (schema as z.ZodType).safeParse(probe).success;
}

function stringArbitrary(schema: z.core.$ZodType, rules: StringRules, known: KnownIds): fc.Arbitrary<string> {
  const [pattern] = rules.patterns;
  if (pattern) return fc.stringMatching(pattern);
  switch (rules.format) {
    case undefined:
      return hostileString({ minLength: rules.minLength, maxLength: rules.maxLength, multiLine: acceptsLineBreaks(schema, rules) });
    case 'email':
      return hostileEmail().filter((email) => email.length <= rules.maxLength);
    case 'uuid':
    case 'guid':
      return known.uuids.length > 0
        ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...known.uuids) }, { weight: 1, arbitrary: fc.uuid() })
        : fc.uuid();
    case 'date':
      return isoDay();
    case 'datetime':
      return farDate().map((date) => date.toISOString());
    default:
      throw new Error(`No arbitrary for the string format "${rules.format}": teach tests/security/support/arbitraries.ts about it`);
  }
}

/**
 * The small whole numbers a refined number (`.refine(days => [1, 7, 30].includes(days))`) accepts:
 * probed, since the refinement is a function.
 */
function acceptedSmallNumbers(schema: z.core.$ZodType): number[] {
  if (!checksOf(schema).some((check) => check.check === 'custom')) return [];
  return Array.from({ length: 402 }, (_, index) => index - 1).filter((value) => (schema as z.ZodType).safeParse(value).success);
}

function numberArbitrary(schema: z.core.$ZodType): fc.Arbitrary<number | string> {
  let min = -1e9;
  let max = 1e9;
  let integer = false;
  for (const check of checksOf(schema)) {
    if (check.check === 'greater_than') min = (check.value ?? min) + (check.inclusive ? 0 : 1);
    if (check.check === 'less_than') max = (check.value ?? max) - (check.inclusive ? 0 : 1);
    if (check.check === 'number_format' && (check.format === 'safeint' || check.format?.startsWith('int'))) integer = true;
  }
  const inRange = integer ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  const edges = fc.constantFrom(min, max, 0, -1, -0, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 0.5);
  const accepted = acceptedSmallNumbers(schema);
  const usual = accepted.length > 0 ? fc.constantFrom(...accepted) : inRange;
  const number = fc.oneof({ weight: 10, arbitrary: usual }, { weight: 1, arbitrary: edges });
  if (!defOf(schema).coerce) return number;
  // A coerced number arrives as text from a form or a query string.
  const spelled = fc.constantFrom('1e2', ' 12 ', '0x10', 'Infinity', '-0', '', '12abc', '1'.repeat(400));
  return fc.oneof({ weight: 6, arbitrary: number }, { weight: 3, arbitrary: usual.map(String) }, { weight: 1, arbitrary: spelled });
}

const absent = Symbol('absent');

/** Whether the field may be left out: asked of the schema, since a preprocessed field hides it in a function. */
const isOptional = (field: z.core.$ZodType) => (field as z.ZodType).safeParse(undefined).success;

/** A date field, under whatever optional, default or pipe wraps it. */
function isDateField(field: z.core.$ZodType): boolean {
  const def = defOf(field);
  if (def.type === 'optional' || def.type === 'default' || def.type === 'nullable') return isDateField(def.innerType as z.core.$ZodType);
  if (def.type === 'pipe' && defOf(def.in as z.core.$ZodType).type === 'transform') return isDateField(def.out as z.core.$ZodType);
  return stringRules(field)?.format === 'date';
}

/**
 * An object's date fields are a range in the order they are declared (arrival before departure,
 * from before to): most cases get them all, in order and at most 200 days apart, as a form sends
 * them; the rest keep the independent values, out of order or half given.
 */
function orderDates(dateKeys: string[]) {
  return ([fields, ordered, start, gaps]: [Record<string, unknown>, boolean, string, number[]]) => {
    if (!ordered || dateKeys.length < 2) return fields;
    let day = start;
    const dates = Object.fromEntries(
      dateKeys.map((key, index) => {
        day = index === 0 ? day : addDays(day, gaps[index] ?? 1);
        return [key, day];
      }),
    );
    return { ...fields, ...dates };
  };
}

function objectArbitrary(shape: Record<string, z.core.$ZodType>, known: KnownIds): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.entries(shape).map(([key, field]) => {
    const value = arbitraryFromSchema(field, known);
    return fc.tuple(fc.constant(key), isOptional(field) ? fc.oneof(fc.constant<typeof absent>(absent), value) : value);
  });
  const dateKeys = Object.entries(shape)
    .filter(([, field]) => isDateField(field))
    .map(([key]) => key);
  const record = fc.tuple(...fields).map((entries) => Object.fromEntries(entries.filter(([, value]) => value !== absent)));
  const nearDay = fc.integer({ min: 0, max: 500 }).map((days) => addDays(facilityToday(), days));
  const gaps = fc.array(fc.integer({ min: 1, max: 200 }), { minLength: dateKeys.length, maxLength: dateKeys.length });
  const mostly = fc.integer({ min: 0, max: 5 }).map((draw) => draw > 0);
  return fc.tuple(record, mostly, nearDay, gaps).map(orderDates(dateKeys));
}

/**
 * Values for `schema`, walking zod 4's definitions; a type it does not know throws, so a new kind
 * of field is noticed here rather than fuzzed with nothing.
 */
export function arbitraryFromSchema(schema: z.core.$ZodType, known: KnownIds): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (key: string) => arbitraryFromSchema(def[key] as z.core.$ZodType, known);
  switch (def.type) {
    case 'string': {
      const rules = stringRules(schema);
      if (!rules) throw new Error('unreachable: a string schema has string rules');
      return stringArbitrary(schema, rules, known);
    }
    case 'number':
      return numberArbitrary(schema);
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string | number>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'null':
      return fc.constant(null);
    case 'undefined':
      return fc.constant(undefined);
    case 'unknown':
    case 'any':
      return fc.jsonValue({ maxDepth: 2 });
    case 'object':
      return objectArbitrary(def.shape as Record<string, z.core.$ZodType>, known);
    case 'array':
      return fc.array(inner('element'), { maxLength: 5 });
    case 'union':
      return fc.oneof(...(def.options as z.core.$ZodType[]).map((option) => arbitraryFromSchema(option, known)));
    case 'optional':
    case 'default':
    case 'prefault':
      return inner('innerType');
    case 'nullable':
      return fc.oneof({ weight: 1, arbitrary: fc.constant(null) }, { weight: 4, arbitrary: inner('innerType') });
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner('innerType');
    case 'pipe': {
      const rules = stringRules(schema);
      if (rules) return stringArbitrary(schema, rules, known);
      // `preprocess(fn, schema)` is a pipe from a transform: the values are the target's. `schema.transform(fn)` is the reverse.
      return defOf(def.out as z.core.$ZodType).type === 'transform' ? inner('in') : inner('out');
    }
    default:
      throw new Error(`No arbitrary for the zod type "${def.type}": teach tests/security/support/arbitraries.ts about it`);
  }
}
