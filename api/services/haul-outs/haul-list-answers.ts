import { and, inArray, isNull } from 'drizzle-orm';
import type { StormIntent } from '#shared/schemas/storm-answer.ts';
import type { Database } from '#api/db/client.ts';
import { haulOuts, type StormStageChange } from '#api/db/schema/index.ts';

/**
 * Brings the haul-out list in line with a tenant's answer: a stay to be hauled joins it (one that is
 * already waiting keeps its place), and a stay that will now stay or leave gives its place up, unless
 * it has been hauled already.
 */
export async function applyAnswerToHaulList(
  tx: Database,
  answer: { change: StormStageChange; at: Date; vessels: { reservationId: string; intent: StormIntent }[] },
): Promise<void> {
  const hauling = answer.vessels.filter(({ intent }) => intent === 'haul').map(({ reservationId }) => reservationId);
  const notHauling = answer.vessels.filter(({ intent }) => intent !== 'haul').map(({ reservationId }) => reservationId);
  if (hauling.length > 0) {
    await tx
      .insert(haulOuts)
      .values(
        hauling.map((reservationId) => ({
          reservationId,
          changeId: answer.change.id,
          stormName: answer.change.stormName,
          joinedAt: answer.at,
        })),
      )
      .onConflictDoNothing();
  }
  if (notHauling.length > 0) {
    await tx.delete(haulOuts).where(and(inArray(haulOuts.reservationId, notHauling), isNull(haulOuts.hauledAt)));
  }
}
