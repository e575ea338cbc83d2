import { and, eq, isNull } from 'drizzle-orm';
import type { StormAnswer, StormNoticeView } from '#shared/schemas/storm-answer.ts';
import { formatFacilityDateTime } from '#shared/stay-dates.ts';
import { berthReservations, stormNotices, stormNoticeVessels } from '#api/db/schema/index.ts';
import { AppError } from '#api/lib/errors.ts';
import { inTransaction, type ServiceContext } from '#api/services/context.ts';
import { applyAnswerToHaulList } from '#api/services/haul-outs/haul-list-answers.ts';
import { marinaOffice } from '#api/services/payments/marina-office.ts';
import { noticeByToken } from './notice-by-token.ts';
import { stormNoticeView } from './storm-notice-view.ts';

/** What the link opens (`GET /api/storm-answers/{token}`). */
export async function readStormNotice(ctx: ServiceContext, token: string): Promise<StormNoticeView> {
  const { notice, change } = await noticeByToken(ctx, token);
  return stormNoticeView(ctx, notice, change);
}

/**
 * The tenant's one answer to a stage's notice (`POST /api/storm-answers/{token}`): what each vessel
 * the notice names will do and whether it will be manned. The link takes one answer, even when two
 * arrive at once; later ones are refused with when it was given. A vessel to be hauled joins the
 * haul-out list.
 */
export async function answerStormNotice(ctx: ServiceContext, token: string, answer: StormAnswer): Promise<StormNoticeView> {
  const { notice, change } = await noticeByToken(ctx, token);
  const answered = (at: Date | null) =>
    new AppError(
      'conflict',
      `This link has already been used: the harbor office has your answer${at ? ` from ${formatFacilityDateTime(at)}` : ''}. To change it, call the dock office at ${marinaOffice().phone}.`,
    );
  if (notice.answeredAt) throw answered(notice.answeredAt);
  return ctx.db.transaction(async (tx) => {
    const stays = await tx
      .select({ reservationId: stormNoticeVessels.reservationId, reservationNumber: berthReservations.reservationNumber })
      .from(stormNoticeVessels)
      .innerJoin(berthReservations, eq(berthReservations.id, stormNoticeVessels.reservationId))
      .where(eq(stormNoticeVessels.noticeId, notice.id));
    const reservationOf = new Map(stays.map(({ reservationId, reservationNumber }) => [reservationNumber, reservationId]));
    const updates = answer.vessels.flatMap(({ reservationNumber, intent, manned }) => {
      const reservationId = reservationOf.get(reservationNumber);
      return reservationId ? [{ reservationId, intent, manned }] : [];
    });
    if (new Set(updates.map(({ reservationId }) => reservationId)).size !== stays.length || updates.length !== answer.vessels.length) {
      throw new AppError('validation_failed', 'Answer for each vessel the notice names', {
        errors: { vessels: 'Answer for each vessel the notice names' },
      });
    }
    const [claimed] = await tx
      .update(stormNotices)
      .set({ answeredAt: ctx.clock.now() })
      .where(and(eq(stormNotices.id, notice.id), isNull(stormNotices.answeredAt)))
      .returning();
    if (!claimed) throw answered(null);
    for (const { reservationId, intent, manned } of updates) {
      await tx
        .update(stormNoticeVessels)
        .set({ intent, manned })
        .where(and(eq(stormNoticeVessels.noticeId, notice.id), eq(stormNoticeVessels.reservationId, reservationId)));
    }
    await applyAnswerToHaulList(tx, { change, at: claimed.answeredAt ?? ctx.clock.now(), vessels: updates });
    return stormNoticeView(inTransaction(ctx, tx), claimed, change);
  });
}
