import { beforeAll, describe, expect, test } from 'vitest';
import { multipartBody } from '#tests/api/customer-portal-fixtures.ts';
import { outcomeOf, routeAccess, type RouteAccess } from './route-access.ts';
import { actorNames, securityWorld, type ActorName, type SecurityWorld } from './support/actors.ts';
import { storedRows } from './support/stored-rows.ts';

// tests/api/error-convention.test.ts proves the rule on one route (foreign Origin, Sec-Fetch-Site,
// a form without Origin); here every state-changing route of the matrix is sent each way a page
// on another site could send it, as an actor the route would otherwise serve.

const foreignSite = 'https://evil.example';
const crossSiteWays: Record<string, Record<string, string>> = {
  'a foreign Origin': { Origin: foreignSite },
  'Origin null (a sandboxed frame or a redirect)': { Origin: 'null' },
  'Sec-Fetch-Site cross-site without Origin': { 'Sec-Fetch-Site': 'cross-site' },
  'no Origin but a foreign Referer': { Referer: `${foreignSite}/offer.html` },
};

/** The webhook proves itself by the provider's signature instead (api/app.ts). */
const originExempt = new Set(['POST /api/payments/stripe/webhook']);
const stateChanging = Object.entries(routeAccess).filter(([route]) => !route.startsWith('GET ') && !originExempt.has(route));

/** The actor the route serves (the last one with a 2xx), else customer B, so only the origin can refuse. */
const servedActor = (access: RouteAccess): ActorName => actorNames.findLast((actor) => outcomeOf(access, actor) < 300) ?? 'customerB';

function sendCrossSite({ harness, ids, cookies }: SecurityWorld, route: string, access: RouteAccess, crossSite: Record<string, string>) {
  const actor = servedActor(access);
  const cookie = cookies[actor];
  const form = access.form && multipartBody(access.form(ids));
  const json = access.json?.(ids, actor);
  return harness.app.request(access.path(ids), {
    method: route.split(' ')[0],
    headers: {
      ...crossSite,
      ...(cookie && { Cookie: cookie }),
      'Content-Type': form ? form.contentType : 'application/json',
    },
    body: form ? form.body : JSON.stringify(json ?? {}),
  });
}

let world: SecurityWorld;
beforeAll(async () => {
  world = await securityWorld();
});

describe.each(Object.entries(crossSiteWays))('sent with %s', (_way, crossSite) => {
  test('every state-changing route answers 403 and changes nothing', async () => {
    const before = await storedRows(world.harness.db);
    const answered: Record<string, number> = {};
    for (const [route, access] of stateChanging) {
      const response = await sendCrossSite(world, route, access, crossSite);
      await response.arrayBuffer();
      answered[route] = response.status;
    }
    expect(answered).toEqual(Object.fromEntries(stateChanging.map(([route]) => [route, 403])));
    expect(await storedRows(world.harness.db)).toBe(before);
  });
});

test('a request without Origin from our own page (its Referer) or from a script (neither header) still goes through', async () => {
  const [route, access] = stateChanging.find(([route]) => route === 'POST /api/client/messages') ?? [];
  if (!route || !access) throw new Error('the client message route is not in the matrix');
  const ownPage = await sendCrossSite(world, route, access, { Referer: 'http://localhost/client/messages' });
  const script = await sendCrossSite(world, route, access, {});
  expect([ownPage.status, script.status]).toEqual([201, 201]);
});
