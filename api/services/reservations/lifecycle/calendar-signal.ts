import type { Database } from '#api/db/client.ts';
import { berthCalendarChanged } from '#api/services/berths/berth-calendar-changes.ts';
import { inTransaction, type ServiceContext } from '#api/services/context.ts';

/**
 * Runs a change of what availability shows in one transaction, and once it has committed tells
 * this process's shared availability answers (decision 066); a change that fails signals nothing.
 */
export async function changeInTransaction<Result>(
  ctx: ServiceContext,
  change: (txContext: ServiceContext, tx: Database) => Promise<Result>,
): Promise<Result> {
  const result = await ctx.db.transaction((tx) => change(inTransaction(ctx, tx), tx));
  berthCalendarChanged();
  return result;
}
