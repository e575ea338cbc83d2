import { eq } from 'drizzle-orm';
import { hashToken, isWellFormedToken } from '#api/auth/tokens.ts';
import { stormNotices, stormStageChanges, type StormNotice, type StormStageChange } from '#api/db/schema/index.ts';
import { AppError } from '#api/lib/errors.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { marinaOffice } from '#api/services/payments/marina-office.ts';
import { currentStageChange } from '#api/services/storm-stage/current-stage-change.ts';

const unknownLink = () =>
  new AppError(
    'not_found',
    `This storm answer link is not valid. Please use the link in the harbor office's latest mail, or call the dock office at ${marinaOffice().phone}.`,
  );

/**
 * The notice a link's token opens, while its stage is still the marina's stage: a link ends when
 * staff set the next stage (410), and a token no notice has reads as not valid (404).
 */
export async function noticeByToken(
  ctx: Pick<ServiceContext, 'db'>,
  token: string,
): Promise<{ notice: StormNotice; change: StormStageChange }> {
  if (!isWellFormedToken(token)) throw unknownLink();
  const [found] = await ctx.db
    .select({ notice: stormNotices, change: stormStageChanges })
    .from(stormNotices)
    .innerJoin(stormStageChanges, eq(stormStageChanges.id, stormNotices.changeId))
    .where(eq(stormNotices.tokenHash, hashToken(token)));
  if (!found) throw unknownLink();
  const current = await currentStageChange(ctx);
  if (current?.id !== found.change.id) {
    throw new AppError(
      'gone',
      `The harbor office has set a new storm stage since this link was sent, so it no longer takes answers. Please use the link in the latest mail, or call the dock office at ${marinaOffice().phone}.`,
    );
  }
  return found;
}
