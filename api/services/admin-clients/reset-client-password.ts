import { eq } from 'drizzle-orm';
import { hashPassword } from '../../auth/password.ts';
import { customerSessionPolicy, revokeAllSessions } from '../../auth/sessions.ts';
import { customers } from '../../db/schema/index.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { inTransaction, type ServiceContext } from '../context.ts';
import { findClient } from './admin-client-view.ts';
import { temporaryPassword } from './temporary-password.ts';

/**
 * Gives the client a new temporary password for the office to pass on, and signs the client out
 * everywhere, so whoever knew the old one is out too. Answers the password, once.
 */
export async function resetClientPassword(ctx: ServiceContext, id: string): Promise<string> {
  const tempPassword = temporaryPassword();
  const passwordHash = await hashPassword(tempPassword);
  await ctx.db.transaction(async (tx) => {
    await findClient(tx, id, { forUpdate: true });
    await tx.update(customers).set({ passwordHash, updatedAt: ctx.clock.now() }).where(eq(customers.id, id));
    const endedSessions = await revokeAllSessions(tx, customerSessionPolicy, id);
    await recordAudit(inTransaction(ctx, tx), {
      action: 'client.password-reset',
      entityType: 'customer',
      entityId: id,
      customerId: id,
      after: { endedSessions },
    });
  });
  return tempPassword;
}
