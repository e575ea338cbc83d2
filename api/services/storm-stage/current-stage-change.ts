import { desc } from 'drizzle-orm';
import { stormStageChanges, type StormStageChange } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';

/** The last stage staff set, which is the marina's stage now; none before the first. */
export async function currentStageChange({ db }: Pick<ServiceContext, 'db'>): Promise<StormStageChange | undefined> {
  const [change] = await db.select().from(stormStageChanges).orderBy(desc(stormStageChanges.seq)).limit(1);
  return change;
}
