import type { AdminClientView } from '#shared/admin-client-views.ts';
import type { AdminClientChange } from '#shared/schemas/admin-clients.ts';
import { eq } from 'drizzle-orm';
import { customerSessionPolicy, revokeAllSessions } from '#api/auth/sessions.ts';
import { customers } from '#api/db/schema/index.ts';
import { recordAudit } from '#api/services/audit/record-audit.ts';
import { inTransaction, type ServiceContext } from '#api/services/context.ts';
import { sameEmail } from '#api/services/customers/same-email.ts';
import { isUniqueViolation } from '#api/services/reservations/database-errors.ts';
import { findClient, toAdminClientView } from './admin-client-view.ts';
import { auditedClient, changedFields } from './audited-client.ts';
import { loginTaken, refuseTakenLogin, takenLoginOf } from './taken-login.ts';

/**
 * Replaces the client's details with the office's edit. Suspending signs the client out everywhere;
 * a changed email is no longer a verified one.
 */
export async function updateClient(ctx: ServiceContext, id: string, input: AdminClientChange): Promise<AdminClientView> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const before = await findClient(tx, id, { forUpdate: true });
      await refuseTakenLogin(tx, input, id);
      const emailChanged = !sameEmail(before.email, input.email);
      const [after] = await tx
        .update(customers)
        .set({ ...input, ...(emailChanged ? { emailVerifiedAt: null } : {}), updatedAt: ctx.clock.now() })
        .where(eq(customers.id, id))
        .returning();
      if (!after) throw new Error('customer update returned no row');
      const suspended = after.accountStatus === 'suspended' && before.accountStatus !== 'suspended';
      if (suspended) await revokeAllSessions(tx, customerSessionPolicy, id);
      await recordAudit(inTransaction(ctx, tx), {
        action: suspended ? 'client.suspended' : 'client.updated',
        entityType: 'customer',
        entityId: id,
        customerId: id,
        ...changedFields(auditedClient(before), auditedClient(after)),
      });
      return toAdminClientView(after);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw loginTaken(takenLoginOf(error));
    throw error;
  }
}
