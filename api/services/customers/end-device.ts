import { signInRequired } from '#api/auth/guards.ts';
import { customerSessionPolicy, revokeSession } from '#api/auth/sessions.ts';
import { notFound } from '#api/lib/errors.ts';
import type { ServiceContext } from '#api/services/context.ts';

const deviceSignedOutMessage = 'That device has been signed out.';

export interface EndedDevice {
  message: string;
  /** The session ended was the asking browser's own: its cookie opens nothing any more. */
  wasCurrent: boolean;
}

/** Signs one of the customer's own devices out; another customer's session or an unknown id is a 404. */
export async function endDevice(ctx: ServiceContext, sessionId: string): Promise<EndedDevice> {
  const signedIn = ctx.actor.customer;
  if (!signedIn) throw signInRequired();
  if (!(await revokeSession(ctx.db, customerSessionPolicy, signedIn.customerId, sessionId))) throw notFound('No such signed-in device');
  return { message: deviceSignedOutMessage, wasCurrent: sessionId === signedIn.sessionId };
}
