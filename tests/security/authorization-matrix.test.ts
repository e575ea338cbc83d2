import { describe, expect, test } from 'vitest';
import { multipartBody } from '#tests/api/customer-portal-fixtures.ts';
import { createTestApp, testOrigin } from '#tests/setup/test-app.ts';
import { outcomeOf, routeAccess, type RouteAccess } from './route-access.ts';
import { actorNames, securityWorld, type ActorName, type SecurityWorld } from './support/actors.ts';
import { storedRows } from './support/stored-rows.ts';

const safeMethods = new Set(['GET', 'HEAD']);

/** Those who must never read one of B's records, its id or its token. */
const strangersToB = new Set<ActorName>(['anonymous', 'holder', 'customerA']);
/** The world's shared records: anyone may see a berth and its blocks. */
const publicIds = new Set(['berth', 'blockOnBerth']);

/** The names of B's records whose id or token the body carries. */
const recordsOfBIn = ({ ids }: SecurityWorld, body: string) =>
  Object.entries(ids)
    .filter(([name, id]) => !publicIds.has(name) && body.includes(id))
    .map(([name]) => name);

async function call({ harness, ids, cookies }: SecurityWorld, method: string, access: RouteAccess, actor: ActorName) {
  const cookie = cookies[actor];
  const headers: Record<string, string> = { Origin: testOrigin, ...(cookie && { Cookie: cookie }) };
  const json = access.json?.(ids, actor);
  const form = access.form && multipartBody(access.form(ids));
  const body = form ? form.body : json === undefined ? undefined : JSON.stringify(json);
  if (form) headers['Content-Type'] = form.contentType;
  else if (json !== undefined) headers['Content-Type'] = 'application/json';
  const response = await harness.app.request(access.path(ids), { method, headers, body });
  return { status: response.status, body: await response.text() };
}

describe('the route table and the matrix', () => {
  test('every route Hono knows has an entry, and every entry names a route', async () => {
    const { app } = await createTestApp({ RATE_LIMIT: 'off' });
    // Method ALL is middleware registered with `.use`, not a route.
    const known = new Set(app.routes.filter((route) => route.method !== 'ALL').map((route) => `${route.method} ${route.path}`));
    const written = new Set(Object.keys(routeAccess));
    expect(
      [...known].filter((route) => !written.has(route)),
      'routes without an entry in tests/security/route-access.ts',
    ).toEqual([]);
    expect(
      [...written].filter((route) => !known.has(route)),
      'entries in tests/security/route-access.ts for routes that no longer exist',
    ).toEqual([]);
  });
});

const methodOf = (route: string) => route.split(' ')[0] ?? '';
const isRead = ([route]: [string, RouteAccess]) => safeMethods.has(methodOf(route));

// Reads change nothing, so they share one world and run first; every change starts from a fresh
// world (each one empties the worker's database).
let readWorld: Promise<SecurityWorld> | undefined;
function worldFor(method: string): Promise<SecurityWorld> {
  if (!safeMethods.has(method)) return securityWorld();
  readWorld ??= securityWorld();
  return readWorld;
}
const entries = Object.entries(routeAccess);

describe.each([...entries.filter(isRead), ...entries.filter((entry) => !isRead(entry))])('%s', (route, access) => {
  const method = methodOf(route);

  test('answers each actor as written; a read shows strangers nothing of B; a refused change leaves every record as it was', async () => {
    const world = await worldFor(method);
    const answered: Partial<Record<ActorName, number>> = {};
    const seenByStrangers: string[] = [];
    const changedByRefusal: ActorName[] = [];
    let before = safeMethods.has(method) ? '' : await storedRows(world.harness.db);
    for (const actor of actorNames) {
      const { status, body } = await call(world, method, access, actor);
      answered[actor] = status;
      if (safeMethods.has(method)) {
        if (strangersToB.has(actor)) seenByStrangers.push(...recordsOfBIn(world, body).map((record) => `${actor}: ${record}`));
        continue;
      }
      const after = await storedRows(world.harness.db);
      if (outcomeOf(access, actor) >= 400 && after !== before) changedByRefusal.push(actor);
      before = after;
    }
    expect.soft(answered).toEqual(Object.fromEntries(actorNames.map((actor) => [actor, outcomeOf(access, actor)])));
    expect.soft(seenByStrangers, "B's records in what a stranger to B read").toEqual([]);
    expect(changedByRefusal, 'actors whose refused call changed stored records').toEqual([]);
  });
});
