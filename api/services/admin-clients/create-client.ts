import type { AdminClientView } from '#shared/admin-client-views.ts';
import type { AdminClient } from '#shared/schemas/admin-clients.ts';
import { hashPassword } from '#api/auth/password.ts';
import { customers } from '#api/db/schema/index.ts';
import { recordAudit } from '#api/services/audit/record-audit.ts';
import { inTransaction, type ServiceContext } from '#api/services/context.ts';
import { isUniqueViolation } from '#api/services/reservations/database-errors.ts';
import { toAdminClientView } from './admin-client-view.ts';
import { auditedClient } from './audited-client.ts';
import { loginTaken, refuseTakenLogin, takenLoginOf } from './taken-login.ts';

/** The office opens an account for a client; the password it chose is the client's until they change it. */
export async function createClient(ctx: ServiceContext, input: AdminClient): Promise<AdminClientView> {
  await refuseTakenLogin(ctx.db, input);
  const passwordHash = await hashPassword(input.password);
  const now = ctx.clock.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const [customer] = await tx
        .insert(customers)
        .values({
          email: input.email,
          username: input.username,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          company: input.company,
          phone: input.phone,
          accountStatus: input.accountStatus,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!customer) throw new Error('customer insert returned no row');
      await recordAudit(inTransaction(ctx, tx), {
        action: 'client.created',
        entityType: 'customer',
        entityId: customer.id,
        customerId: customer.id,
        after: auditedClient(customer),
      });
      return toAdminClientView(customer);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw loginTaken(takenLoginOf(error));
    throw error;
  }
}
