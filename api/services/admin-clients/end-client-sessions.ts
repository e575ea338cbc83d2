import { customerSessionPolicy, revokeAllSessions } from '#api/auth/sessions.ts';
import { recordAudit } from '#api/services/audit/record-audit.ts';
import { inTransaction, type ServiceContext } from '#api/services/context.ts';
import { findClient } from './admin-client-view.ts';

/** Signs the client out on every device; answers how many sessions ended. */
export async function endClientSessions(ctx: ServiceContext, id: string): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    await findClient(tx, id, { forUpdate: true });
    const endedSessions = await revokeAllSessions(tx, customerSessionPolicy, id);
    await recordAudit(inTransaction(ctx, tx), {
      action: 'client.sessions-ended',
      entityType: 'customer',
      entityId: id,
      customerId: id,
      after: { endedSessions },
    });
    return endedSessions;
  });
}
