import type { CustomerView } from '#shared/customer-views.ts';
import { customerDevices, rememberDevice } from '#api/auth/known-device.ts';
import { createSession, customerSessionPolicy } from '#api/auth/sessions.ts';
import { hashToken } from '#api/auth/tokens.ts';
import { eq } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { clientSessions, type Customer } from '#api/db/schema/index.ts';
import type { Clock } from '#api/lib/clock.ts';
import { toCustomerView } from './customer-view.ts';

// Long enough for any real browser, short enough that a forged header cannot fill the device list.
const longestUserAgent = 512;

/** The browser a customer signs in from, as the route read it from the request. */
export interface SigningInBrowser {
  clientIp: string;
  userAgent: string | null;
  /** The customer-session cookie the browser still sends, if any: it ends, so no session outlives a sign-in. */
  sessionToken: string | undefined;
  /** The browser's known-device cookie, if any. */
  knownDeviceToken: string | undefined;
}

/** What the route puts in the answer and its cookies. */
export interface StartedSession {
  customer: CustomerView;
  session: { token: string; expiresAt: Date };
  knownDevice: { token: string; expiresAt: Date };
}

/**
 * A new session for a customer who just proved who they are (registration or sign-in): the
 * browser's previous session ends (no fixation: a token planted before sign-in opens nothing
 * after it), and the browser becomes a known device of the account.
 */
export async function startCustomerSession(
  db: Database,
  clock: Clock,
  customer: Customer,
  browser: SigningInBrowser,
): Promise<StartedSession> {
  if (browser.sessionToken) await db.delete(clientSessions).where(eq(clientSessions.sessionToken, hashToken(browser.sessionToken)));
  const { token, session } = await createSession(db, clock, customerSessionPolicy, customer.id, {
    ipAddress: browser.clientIp,
    userAgent: browser.userAgent?.slice(0, longestUserAgent) ?? null,
  });
  return {
    customer: toCustomerView(customer),
    session: { token, expiresAt: session.expiresAt },
    knownDevice: await rememberDevice(db, clock, customerDevices, customer.id, browser.knownDeviceToken),
  };
}
