import { demoCustomerEmail, demoCustomerPassword } from '#api/demo/demo-data.ts';
import { demoStaffCredentials } from '#api/services/admin-users/demo-staff.ts';
import type { Cookies } from './targets.ts';

async function sessionCookie(origin: string, path: string, credentials: object): Promise<string> {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  const cookies = response.headers.getSetCookie().map((header) => header.split(';')[0] ?? '');
  if (!cookies.length) throw new Error(`POST ${path} set no cookie`);
  return cookies.join('; ');
}

/** A signed-in customer's and a staff member's cookies, from the demo accounts. */
export async function demoCookies(origin: string): Promise<Cookies> {
  return {
    customer: await sessionCookie(origin, '/api/customers/login', { email: demoCustomerEmail, password: demoCustomerPassword }),
    staff: await sessionCookie(origin, '/api/auth/login', demoStaffCredentials),
  };
}
