import { clientNotifications } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';

/** A notice shown in both portals about something the office did that concerns the customer. */
export interface CustomerNotice {
  customerId: string;
  /** e.g. `message`, `file`, `upload-processed`, `reservation-approved`, `reservation-declined`. */
  type: string;
  title: string;
  message: string;
  /** A site path the notice links to, e.g. `/client` or `/customer`. */
  actionUrl?: string | null;
}

/**
 * Adds the customer's notification. Call it with the context of the transaction that makes the
 * change, so a notice exists exactly when what it announces does.
 */
export async function notifyCustomer(ctx: ServiceContext, notice: CustomerNotice): Promise<void> {
  await notifyCustomers(ctx, [notice]);
}

/** Adds many customers' notifications in one statement, as `notifyCustomer` adds one. */
export async function notifyCustomers(ctx: ServiceContext, notices: CustomerNotice[]): Promise<void> {
  if (notices.length === 0) return;
  const createdAt = ctx.clock.now();
  await ctx.db.insert(clientNotifications).values(
    notices.map((notice) => ({
      customerId: notice.customerId,
      type: notice.type,
      title: notice.title,
      message: notice.message,
      actionUrl: notice.actionUrl ?? null,
      createdAt,
    })),
  );
}
