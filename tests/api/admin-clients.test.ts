import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import { auditLog, clientSessions, customers } from '#api/db/schema/index.ts';
import { adminClientViewSchema, timelineAnswerSchema } from '#shared/admin-client-views.ts';
import { newPasswordMessage } from '#shared/schemas/password.ts';
import { signedInCustomer } from '#tests/setup/signed-in.ts';
import { adminClientsWorld, call, newClient, type AdminClientsWorld } from './admin-clients-fixtures.ts';

let world: AdminClientsWorld;
beforeEach(async () => {
  world = await adminClientsWorld();
});

const asStaff = (method: string, path: string, body?: unknown) => call(world.harness, method, path, body, world.staff.cookie);
const audits = () => world.harness.db.select().from(auditLog);

async function created(overrides: Record<string, unknown> = {}) {
  const response = await asStaff('POST', '/api/admin/clients', newClient(overrides));
  expect(response.status).toBe(201);
  return adminClientViewSchema.strict().parse(await response.json());
}

describe('guards', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  const routes: [string, string, unknown?][] = [
    ['GET', '/api/admin/clients'],
    ['POST', '/api/admin/clients', newClient()],
    ['GET', `/api/admin/clients/${id}`],
    ['PUT', `/api/admin/clients/${id}`, {}],
    ['POST', `/api/admin/clients/${id}/reset-password`],
    ['POST', `/api/admin/clients/${id}/end-sessions`],
    ['GET', `/api/admin/clients/${id}/timeline`],
    ['POST', '/api/admin/send-client-message', {}],
    ['GET', '/api/admin/client-messages'],
    ['POST', `/api/admin/client-messages/${id}/read`],
    ['GET', '/api/admin/client-uploads'],
    ['POST', `/api/admin/client-uploads/${id}/process`, {}],
    ['GET', `/api/admin/client-uploads/${id}/download`],
  ];

  test.each(routes)('%s %s: 401 anonymous, 403 customer, not refused to staff', async (method, path, body) => {
    expect((await call(world.harness, method, path, body)).status).toBe(401);
    expect((await call(world.harness, method, path, body, world.customer.cookie)).status).toBe(403);
    expect([200, 201, 400, 404]).toContain((await asStaff(method, path, body)).status);
  });

  test('the staff lists answer staff', async () => {
    for (const path of ['/api/admin/clients', '/api/admin/client-messages', '/api/admin/client-uploads?_=123']) {
      expect((await asStaff('GET', path)).status).toBe(200);
    }
  });
});

describe('POST /api/admin/clients', () => {
  test('creates an active client with no username, audited; the password signs in', async () => {
    const client = await created();
    expect(client).toMatchObject({ firstName: 'Marcel', username: null, accountStatus: 'active', company: 'Bayou Works' });
    expect(await audits()).toMatchObject([
      { action: 'client.created', entityId: client.id, customerId: client.id, actorName: 'harbormaster' },
    ]);
    const signIn = await call(world.harness, 'POST', '/api/customers/login', {
      email: 'MARCEL@bayouworks.example',
      password: 'harbor-lights-8',
    });
    expect(signIn.status).toBe(200);
  });

  test('a taken email in any letter case, or a taken username, is 409 and writes no audit row', async () => {
    await created({ username: 'marcel' });
    const sameEmail = await asStaff('POST', '/api/admin/clients', newClient({ email: 'Marcel@BayouWorks.example' }));
    expect(sameEmail.status).toBe(409);
    expect(await sameEmail.json()).toMatchObject({ errors: { email: expect.any(String) } });
    const sameUsername = await asStaff('POST', '/api/admin/clients', newClient({ email: 'other@bayouworks.example', username: 'MARCEL' }));
    expect(sameUsername.status).toBe(409);
    expect(await sameUsername.json()).toMatchObject({ errors: { username: expect.any(String) } });
    expect(await audits()).toHaveLength(1);
  });

  test('required fields, the 8-character password and the starting statuses are checked', async () => {
    const short = await asStaff('POST', '/api/admin/clients', newClient({ password: 'seven77' }));
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ message: newPasswordMessage });
    expect((await asStaff('POST', '/api/admin/clients', newClient({ firstName: ' ' }))).status).toBe(400);
    expect((await asStaff('POST', '/api/admin/clients', newClient({ accountStatus: 'suspended' }))).status).toBe(400);
    expect(await created({ accountStatus: 'pending' })).toMatchObject({ accountStatus: 'pending' });
  });
});

describe('GET /api/admin/clients', () => {
  test('newest first, searched by name, email, company or username, filtered by status, paged with a Link', async () => {
    // The signed-in customer's row took the database's time, a moment after the test clock's.
    world.harness.clock.advance(1000);
    await created({ email: 'a@one.example', company: 'Cajun Rigging', username: 'cajun1' });
    world.harness.clock.advance(1000);
    await created({ email: 'b@two.example', firstName: 'Odile', accountStatus: 'inactive' });
    const list = async (query: string) => {
      const response = await asStaff('GET', `/api/admin/clients?${query}`);
      expect(response.status).toBe(200);
      return { link: response.headers.get('Link'), rows: adminClientViewSchema.array().parse(await response.json()) };
    };
    const all = await list('');
    expect(all.rows.map((row) => row.email)).toEqual(['b@two.example', 'a@one.example', 'danielle@gulftide.example']);
    expect((await list('search=rigging')).rows.map((row) => row.email)).toEqual(['a@one.example']);
    expect((await list('search=CAJUN1')).rows.map((row) => row.email)).toEqual(['a@one.example']);
    expect((await list('search=odile thib')).rows.map((row) => row.email)).toEqual(['b@two.example']);
    expect((await list('search=gulftide')).rows.map((row) => row.email)).toEqual(['danielle@gulftide.example']);
    expect((await list('search=%25')).rows).toEqual([]);
    expect((await list('status=inactive')).rows.map((row) => row.email)).toEqual(['b@two.example']);
    const first = await list('limit=2');
    expect(first.rows).toHaveLength(2);
    expect(first.link).toMatch(/rel="next"/);
    const next = first.link?.match(/<([^>]+)>/)?.[1] ?? '';
    const second = adminClientViewSchema.array().parse(await (await asStaff('GET', next)).json());
    expect(second.map((row) => row.email)).toEqual(['danielle@gulftide.example']);
  });
});

describe('PUT /api/admin/clients/:id', () => {
  const fullObject = (overrides: Record<string, unknown> = {}) => ({
    firstName: 'Danielle',
    lastName: 'Guidry-Pitre',
    email: 'danielle@gulftide.example',
    username: null,
    phone: null,
    company: 'Gulf Tide Offshore',
    address: '12 Bayou Rd',
    city: null,
    state: null,
    zipCode: null,
    accountStatus: 'active',
    ...overrides,
  });

  test('replaces the client with the full object, nulls included, and audits only what changed', async () => {
    const response = await asStaff('PUT', `/api/admin/clients/${world.customer.id}`, fullObject());
    expect(response.status).toBe(200);
    expect(adminClientViewSchema.strict().parse(await response.json())).toMatchObject({
      lastName: 'Guidry-Pitre',
      address: '12 Bayou Rd',
      phone: null,
    });
    expect(await audits()).toMatchObject([
      {
        action: 'client.updated',
        customerId: world.customer.id,
        before: { lastName: 'Guidry', address: null },
        after: { lastName: 'Guidry-Pitre', address: '12 Bayou Rd' },
      },
    ]);
    expect((await world.harness.db.select().from(clientSessions)).length).toBe(1);
  });

  test('suspending ends the client sessions', async () => {
    const response = await asStaff('PUT', `/api/admin/clients/${world.customer.id}`, fullObject({ accountStatus: 'suspended' }));
    expect(response.status).toBe(200);
    expect(await world.harness.db.select().from(clientSessions)).toEqual([]);
    expect((await audits()).map((row) => row.action)).toEqual(['client.suspended']);
    expect((await call(world.harness, 'GET', '/api/customer/notifications', undefined, world.customer.cookie)).status).toBe(401);
  });

  test('taking another client email is 409 and changes nothing; an unknown client is 404', async () => {
    const other = await created();
    const response = await asStaff('PUT', `/api/admin/clients/${world.customer.id}`, fullObject({ email: other.email.toUpperCase() }));
    expect(response.status).toBe(409);
    const [row] = await world.harness.db.select().from(customers).where(eq(customers.id, world.customer.id));
    expect(row?.lastName).toBe('Guidry');
    expect((await audits()).map((entry) => entry.action)).toEqual(['client.created']);
    expect((await asStaff('PUT', '/api/admin/clients/00000000-0000-4000-8000-000000000000', fullObject())).status).toBe(404);
  });

  test('a missing field of the full object is refused', async () => {
    const { accountStatus: _left, ...partial } = fullObject();
    expect((await asStaff('PUT', `/api/admin/clients/${world.customer.id}`, partial)).status).toBe(400);
  });
});

describe('sessions and passwords', () => {
  test('reset password ends the client sessions and the temporary password signs in once shown', async () => {
    const client = await created();
    const session = await signedInCustomer(world.harness.db, world.harness.clock, { email: 'second@gulftide.example' });
    const response = await asStaff('POST', `/api/admin/clients/${world.customer.id}/reset-password`);
    expect(response.status).toBe(200);
    const { tempPassword } = (await response.json()) as { tempPassword: string };
    expect(tempPassword).toMatch(/^[A-Za-z2-9]{16}$/);
    expect((await call(world.harness, 'GET', '/api/customer/notifications', undefined, world.customer.cookie)).status).toBe(401);
    expect((await call(world.harness, 'GET', '/api/customer/notifications', undefined, session.cookie)).status).toBe(200);
    const signIn = await call(world.harness, 'POST', '/api/customers/login', {
      email: 'danielle@gulftide.example',
      password: tempPassword,
    });
    expect(signIn.status).toBe(200);
    expect((await audits()).map((row) => row.action)).toEqual(['client.created', 'client.password-reset']);
    expect(client.id).not.toBe(world.customer.id);
  });

  test('end sessions signs the client out everywhere and says how many ended', async () => {
    const response = await asStaff('POST', `/api/admin/clients/${world.customer.id}/end-sessions`);
    expect(await response.json()).toEqual({ endedSessions: 1 });
    expect((await call(world.harness, 'GET', '/api/customer/notifications', undefined, world.customer.cookie)).status).toBe(401);
    expect(await audits()).toMatchObject([{ action: 'client.sessions-ended', after: { endedSessions: 1 } }]);
  });
});

describe('GET /api/admin/clients/:id and its timeline', () => {
  test('details of one client; an unknown one is 404', async () => {
    const response = await asStaff('GET', `/api/admin/clients/${world.customer.id}`);
    expect(adminClientViewSchema.strict().parse(await response.json())).toMatchObject({ email: 'danielle@gulftide.example' });
    expect((await asStaff('GET', '/api/admin/clients/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  test('an empty timeline is an empty list', async () => {
    const response = await asStaff('GET', `/api/admin/clients/${world.customer.id}/timeline`);
    expect(timelineAnswerSchema.parse(await response.json())).toEqual({ entries: [] });
  });
});

describe('races', () => {
  test('two creates of one email at once: one client, one 409, one audit row', async () => {
    const [a, b] = await Promise.all([
      asStaff('POST', '/api/admin/clients', newClient({ email: 'race@bayouworks.example' })),
      asStaff('POST', '/api/admin/clients', newClient({ email: 'RACE@bayouworks.example' })),
    ]);
    expect([a.status, b.status].toSorted()).toEqual([201, 409]);
    expect((await audits()).map((row) => row.action)).toEqual(['client.created']);
  });

  test('two edits taking one username at once: one wins, the other is 409', async () => {
    const other = await created();
    const edit = (id: string, email: string) =>
      asStaff('PUT', `/api/admin/clients/${id}`, {
        firstName: 'Same',
        lastName: 'Name',
        email,
        username: 'deckhand',
        phone: null,
        company: null,
        address: null,
        city: null,
        state: null,
        zipCode: null,
        accountStatus: 'active',
      });
    const [a, b] = await Promise.all([edit(world.customer.id, 'danielle@gulftide.example'), edit(other.id, other.email)]);
    expect([a.status, b.status].toSorted()).toEqual([200, 409]);
  });
});
