import { and, desc, eq, sql } from 'drizzle-orm';
import { mailOutbox, type MailKind } from '#api/db/schema/index.ts';
import type { Database } from '#api/db/client.ts';
import { sendJson } from '#tests/setup/test-app.ts';
import type { createTestApp } from '#tests/setup/test-app.ts';

export type Harness = Awaited<ReturnType<typeof createTestApp>>;

/** A registration as the customer area's Create Account tab sends it. */
export const registration = {
  email: 'Claire@GrandIsle.example',
  password: 'Bayou-Runner-2026',
  firstName: 'Claire',
  lastName: 'Thibodaux',
  company: 'Grand Isle Offshore LLC',
  phone: '(985) 555-0110',
  address: '1201 Rue de l’Église',
  city: 'Cut Off',
  state: 'LA',
  zipCode: '70345',
};

export interface SetCookie {
  value: string;
  attributes: string[];
  raw: string;
}

/** The cookies an answer sets, by name, with their attributes as written (e.g. "HttpOnly", "SameSite=Lax"). */
export function setCookies(response: Response): Map<string, SetCookie> {
  const cookies = new Map<string, SetCookie>();
  for (const raw of response.headers.getSetCookie()) {
    const [pair = '', ...attributes] = raw.split(';').map((part) => part.trim());
    const separator = pair.indexOf('=');
    cookies.set(pair.slice(0, separator), { value: pair.slice(separator + 1), attributes, raw });
  }
  return cookies;
}

/** `name=value` of a cookie an answer set, ready for a `Cookie` header. */
export function cookieFrom(response: Response, name: string): string {
  const cookie = setCookies(response).get(name);
  if (!cookie) throw new Error(`the answer set no ${name} cookie`);
  return `${name}=${cookie.value}`;
}

export const sessionCookieName = 'customer_session';
export const knownDeviceCookieName = 'customer_device';

export function register(harness: Harness, overrides: Partial<typeof registration> = {}, headers: Record<string, string> = {}) {
  return sendJson(harness.app, 'POST', '/api/customers/register', { ...registration, ...overrides }, headers);
}

export function signIn(harness: Harness, email: string, password: string, headers: Record<string, string> = {}) {
  return sendJson(harness.app, 'POST', '/api/customers/login', { email, password }, headers);
}

export function getAs(harness: Harness, path: string, cookie?: string) {
  return harness.app.request(path, { headers: cookie ? { Cookie: cookie } : {} });
}

/** The latest mail of a kind queued for an address, and the token of the link in it. */
export async function latestMail(db: Database, kind: MailKind, to: string) {
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, kind), sql`lower(${mailOutbox.to}) = ${to.toLowerCase()}`))
    .orderBy(desc(mailOutbox.createdAt));
  if (!mail) throw new Error(`no ${kind} mail to ${to}`);
  const link = mail.text.match(/https?:\/\/\S+/)?.[0];
  return { mail, link, token: link ? (new URL(link).searchParams.get('token') ?? undefined) : undefined };
}

/** Registers an account and answers its session cookie and its welcome mail's verification token. */
export async function registered(harness: Harness, overrides: Partial<typeof registration> = {}) {
  const response = await register(harness, overrides);
  if (response.status !== 201) throw new Error(`registration answered ${response.status}: ${await response.text()}`);
  const { customer } = await response.json();
  const email = overrides.email ?? registration.email;
  const { token } = await latestMail(harness.db, 'account-welcome', email);
  if (!token) throw new Error('the welcome mail has no verification link');
  return {
    customer,
    cookie: cookieFrom(response, sessionCookieName),
    knownDevice: cookieFrom(response, knownDeviceCookieName),
    verifyToken: token,
  };
}
