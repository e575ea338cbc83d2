import fc from 'fast-check';
import { beforeAll, describe, expect, test } from 'vitest';
import { requestArbitrary, type FuzzRequest } from './arbitraries-requests.ts';
import { endpoints, type Actor } from './endpoints.ts';
import { expectSafeAnswer, readAnswer } from './endpoints-answers.ts';
import { fuzzWorld, type FuzzWorld } from './endpoints-world.ts';

/** Cases per endpoint: 200 in CI; `FUZZ_RUNS=5000` for a longer hunt, `FUZZ_SEED` to replay a failure. */
const fuzzRuns = Number(process.env.FUZZ_RUNS ?? 200);
const fuzzSeed = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

/**
 * One property per endpoint called by one of `actors`, all against one world: the database is set
 * up once per file, and each case leaves what it did for the next (so a later case may meet a
 * record an earlier one changed, as on a live server).
 */
export function fuzzEndpointsCalledBy(actors: Actor[]): void {
  const keys = Object.entries(endpoints)
    .filter(([, endpoint]) => actors.includes(endpoint.actor))
    .map(([key]) => key);
  let world: FuzzWorld;

  beforeAll(async () => {
    world = await fuzzWorld();
  });

  async function send(key: string, request: FuzzRequest) {
    const endpoint = endpoints[key];
    if (!endpoint) throw new Error(`no endpoint ${key}`);
    const cookie = await world.cookieFor(endpoint);
    return world.harness.app.request(request.url, {
      method: request.method,
      headers: { ...request.headers, ...(cookie && { Cookie: cookie }) },
      ...(request.body !== undefined && { body: request.body }),
    });
  }

  describe.each(keys)('%s', (key) => {
    // Timed by the cases it runs: a shared machine may be slow, and a longer hunt takes longer.
    test('answers every request without a server error, and refusals in the error shape with nothing internal', {
      timeout: 30_000 + fuzzRuns * 500,
    }, async () => {
      const endpoint = endpoints[key];
      if (!endpoint) throw new Error(`no endpoint ${key}`);
      const loggedBefore = world.harness.logger.entries.length;
      await fc.assert(
        fc.asyncProperty(requestArbitrary(key, endpoint, world.records), async (request) => {
          expectSafeAnswer(request, await readAnswer(await send(key, request)));
        }),
        { numRuns: fuzzRuns, ...(fuzzSeed !== undefined && { seed: fuzzSeed }) },
      );
      const errorsLogged = world.harness.logger.entries.slice(loggedBefore).filter((entry) => entry.level === 'error');
      expect(errorsLogged.map((entry) => entry.message)).toEqual([]);
      expect((await world.harness.app.request('/api/health')).status).toBe(200);
    });
  });
}
