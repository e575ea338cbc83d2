import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { customers, users } from '#api/db/schema/index.ts';
import type { AppDependencies, AppEnv } from '#api/lib/app-env.ts';
import { serviceContext } from '#api/services/context.ts';
import { anonymousActor, type Actor } from './actor.ts';
import { checkoutCookie } from './checkout-cookie.ts';
import { readTokenCookie, secureCookies, setTokenCookie } from './cookies.ts';
import { customerSessionPolicy, staffSessionPolicy, validateSession, type ActiveSession, type SessionPolicy } from './sessions.ts';
import { hashToken } from './tokens.ts';

/**
 * Decides who is calling from the request's cookies, once, before any guard or validation, and
 * hands the routes a service context carrying that caller. A session of an account that is no
 * longer allowed in (suspended customer, demoted staff) counts as no session.
 */
export function identifyActor(deps: AppDependencies) {
  const { config, db, clock } = deps;

  const openSession = async (c: Context<AppEnv>, policy: SessionPolicy): Promise<ActiveSession | null> => {
    const token = readTokenCookie(c, policy.cookie);
    if (!token) return null;
    const session = await validateSession(db, clock, policy, token);
    if (session?.renewed) setTokenCookie(c, policy.cookie, token, { expires: session.expiresAt, secure: secureCookies(config) });
    return session;
  };

  const staffOf = async (session: ActiveSession | null): Promise<Actor['staff']> => {
    if (!session) return null;
    const [user] = await db.select({ username: users.username, role: users.role }).from(users).where(eq(users.id, session.subjectId));
    return user?.role === 'admin' ? { userId: session.subjectId, username: user.username, sessionId: session.id } : null;
  };

  const customerOf = async (session: ActiveSession | null): Promise<Actor['customer']> => {
    if (!session) return null;
    const [customer] = await db
      .select({ email: customers.email, accountStatus: customers.accountStatus, emailVerifiedAt: customers.emailVerifiedAt })
      .from(customers)
      .where(eq(customers.id, session.subjectId));
    if (customer?.accountStatus !== 'active') return null;
    return {
      customerId: session.subjectId,
      email: customer.email,
      emailVerified: customer.emailVerifiedAt !== null,
      sessionId: session.id,
    };
  };

  return createMiddleware<AppEnv>(async (c, next) => {
    const checkoutToken = readTokenCookie(c, checkoutCookie);
    const [staff, customer] = await Promise.all([
      openSession(c, staffSessionPolicy).then(staffOf),
      openSession(c, customerSessionPolicy).then(customerOf),
    ]);
    const actor: Actor = { ...anonymousActor, staff, customer, checkoutTokenHash: checkoutToken ? hashToken(checkoutToken) : null };
    c.set('actor', actor);
    c.set('ctx', serviceContext(deps, actor, deps.logger.child({ requestId: c.get('requestId') })));
    await next();
  });
}
