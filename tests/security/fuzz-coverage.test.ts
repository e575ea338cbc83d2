import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { z } from 'zod';
import { createTestApp } from '#tests/setup/test-app.ts';
import { arbitraryFromSchema } from './support/arbitraries.ts';
import { endpointKey, endpoints } from './support/endpoints.ts';

describe('the fuzzed endpoints', () => {
  test('are every method and path the API routes, so a new endpoint is fuzzed or named here', async () => {
    const { app } = await createTestApp();
    const routed = new Set(app.routes.filter((route) => route.method !== 'ALL').map((route) => endpointKey(route.method, route.path)));
    expect([...routed].filter((key) => !(key in endpoints)).toSorted(), 'routes the fuzzer does not call').toEqual([]);
    expect(
      Object.keys(endpoints)
        .filter((key) => !routed.has(key))
        .toSorted(),
      'fuzzed endpoints the API no longer has',
    ).toEqual([]);
  });

  const schemas = Object.entries(endpoints).flatMap(([key, endpoint]) =>
    (['body', 'query', 'form'] as const).flatMap((part) =>
      endpoint[part] ? [[`${key} ${part}`, endpoint[part]] as [string, z.ZodType]] : [],
    ),
  );

  // Hostile values the parser refuses test only the parser: most must get through to the service.
  test.each(schemas)('%s: most generated values pass the schema', (_name, schema) => {
    const samples = fc.sample(arbitraryFromSchema(schema, { uuids: [] }), { numRuns: 300, seed: 42 });
    const passing = samples.filter((value) => schema.safeParse(value).success).length;
    expect(passing / samples.length).toBeGreaterThan(0.5);
  });
});
