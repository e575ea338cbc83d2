import type { AdminClientView } from '#shared/admin-client-views.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { findClient, toAdminClientView } from './admin-client-view.ts';

export async function clientDetails(ctx: ServiceContext, id: string): Promise<AdminClientView> {
  return toAdminClientView(await findClient(ctx.db, id));
}
