import { eq } from 'drizzle-orm';
import { hashPassword } from '#api/auth/password.ts';
import { customerSessionPolicy, revokeAllSessions } from '#api/auth/sessions.ts';
import { customers } from '#api/db/schema/index.ts';
import { recordAudit } from '#api/services/audit/record-audit.ts';
import { inTransaction, type ServiceContext } from '#api/services/context.ts';
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
