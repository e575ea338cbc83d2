import type { CustomerDevice } from '#shared/customer-views.ts';
import { signInRequired } from '#api/auth/guards.ts';
import { customerSessionPolicy, listSessions } from '#api/auth/sessions.ts';
import type { ServiceContext } from '#api/services/context.ts';

/** The signed-in customer's live sessions, most recently used first; `current` marks this browser's. */
export async function listDevices(ctx: ServiceContext): Promise<CustomerDevice[]> {
  const signedIn = ctx.actor.customer;
  if (!signedIn) throw signInRequired();
  const sessions = await listSessions(ctx.db, ctx.clock, customerSessionPolicy, signedIn.customerId);
  return sessions.map((session) => ({
    id: session.id,
    userAgent: session.userAgent,
    ipAddress: session.ipAddress,
    createdAt: session.createdAt.toISOString(),
    lastActivity: session.lastActivity.toISOString(),
    current: session.id === signedIn.sessionId,
  }));
}
