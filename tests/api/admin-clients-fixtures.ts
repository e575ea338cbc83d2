import { signedInCustomer, signedInStaff, type SignedIn } from '#tests/setup/signed-in.ts';
import { createTestApp, sendJson, testOrigin } from '#tests/setup/test-app.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';
import { multipartBody, type Part } from './customer-portal-fixtures.ts';

export type Harness = Awaited<ReturnType<typeof createTestApp>>;

export interface AdminClientsWorld {
  harness: Harness;
  staff: SignedIn;
  customer: SignedIn;
}

/** A fresh database with one staff member and one signed-in customer (Danielle Guidry). */
export async function adminClientsWorld(): Promise<AdminClientsWorld> {
  const harness = await createTestApp({ RATE_LIMIT: 'off' });
  await resetDatabase(harness.db);
  const staff = await signedInStaff(harness.db, harness.clock);
  const customer = await signedInCustomer(harness.db, harness.clock);
  return { harness, staff, customer };
}

export const call = (harness: Harness, method: string, path: string, body?: unknown, cookie?: string) =>
  method === 'GET'
    ? harness.app.request(path, { headers: cookie ? { Cookie: cookie } : {} })
    : sendJson(harness.app, method, path, body, cookie ? { Cookie: cookie } : {});

export function postMultipart(harness: Harness, path: string, parts: Part[], cookie?: string) {
  const { body, contentType } = multipartBody(parts);
  return harness.app.request(path, {
    method: 'POST',
    headers: { Origin: testOrigin, 'Content-Type': contentType, ...(cookie && { Cookie: cookie }) },
    body,
  });
}

export const newClient = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Marcel',
  lastName: 'Thibodeaux',
  email: 'marcel@bayouworks.example',
  username: '',
  phone: '985-555-0142',
  company: 'Bayou Works',
  password: 'harbor-lights-8',
  ...overrides,
});
