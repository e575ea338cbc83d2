import type { Database } from '#api/db/client.ts';
import { customers, users } from '#api/db/schema/index.ts';
import type { AccountStatus } from '#shared/customer-options.ts';
import type { Clock } from '#api/lib/clock.ts';
import { createSession, customerSessionPolicy, staffSessionPolicy } from '#api/auth/sessions.ts';

const device = { ipAddress: '203.0.113.7', userAgent: 'Mozilla/5.0 (test)' };

export interface SignedIn {
  id: string;
  sessionId: string;
  /** Ready to send as a `Cookie` header. */
  cookie: string;
}

/**
 * A customer with a live session, as a sign-in would leave them; their email is verified unless
 * `emailVerified` is false (a new account before it opened its welcome link).
 */
export async function signedInCustomer(
  db: Database,
  clock: Clock,
  {
    email = 'danielle@gulftide.example',
    accountStatus = 'active',
    emailVerified = true,
  }: { email?: string; accountStatus?: AccountStatus; emailVerified?: boolean } = {},
): Promise<SignedIn> {
  const [customer] = await db
    .insert(customers)
    .values({
      email,
      passwordHash: 'not used here',
      firstName: 'Danielle',
      lastName: 'Guidry',
      company: 'Gulf Tide Offshore',
      accountStatus,
      emailVerifiedAt: emailVerified ? clock.now() : null,
    })
    .returning({ id: customers.id });
  if (!customer) throw new Error('customer not inserted');
  const { token, session } = await createSession(db, clock, customerSessionPolicy, customer.id, device);
  return { id: customer.id, sessionId: session.id, cookie: `${customerSessionPolicy.cookie.name}=${token}` };
}

/** A user with a live staff session; `role` other than admin shows what a demoted account gets. */
export async function signedInStaff(db: Database, clock: Clock, { role = 'admin', username = 'harbormaster' } = {}): Promise<SignedIn> {
  const [user] = await db.insert(users).values({ username, passwordHash: 'not used here', role }).returning({ id: users.id });
  if (!user) throw new Error('user not inserted');
  const { token, session } = await createSession(db, clock, staffSessionPolicy, user.id, device);
  return { id: user.id, sessionId: session.id, cookie: `${staffSessionPolicy.cookie.name}=${token}` };
}
