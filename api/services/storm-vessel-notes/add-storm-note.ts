import { accountPartPath } from '#shared/account-parts.ts';
import type { StormVesselNoteBody } from '#shared/schemas/storm-vessel-note.ts';
import { and, eq, isNull } from 'drizzle-orm';
import { hashToken, newToken } from '#api/auth/tokens.ts';
import { loadCompany } from '#api/content/company.ts';
import { berthReservations, berths, mailOutbox, stormVesselNotePhotos, stormVesselNotes } from '#api/db/schema/index.ts';
import { AppError, notFound } from '#api/lib/errors.ts';
import { officeOf } from '#api/mail/letter.ts';
import { recordAudit } from '#api/services/audit/record-audit.ts';
import { inTransaction, type ServiceContext } from '#api/services/context.ts';
import { notifyCustomer } from '#api/services/notifications/notify-customer.ts';
import { staysInNoticeWindow } from '#api/services/storm-notices/stay-window.ts';
import { currentStageChange } from '#api/services/storm-stage/current-stage-change.ts';
import { stormNoteMail } from './storm-note-mail.ts';
import { notePhotoLink } from './note-photo-link.ts';

const photosGone = () =>
  new AppError('validation_failed', 'A photo was not found or is already sent with another note. Add it again.', {
    errors: { photoIds: 'A photo was not found or is already sent with another note. Add it again.' },
  });

/**
 * Staff send the owner of a vessel on the storm roster a note on how it came through
 * (`POST /api/admin/storm-notes`): the words and the photos uploaded for it, mailed with a link to
 * each photo that opens without signing in, shown in the owner's portal, and audited. A photo goes
 * with one note only.
 */
export async function addStormNote(ctx: ServiceContext, body: StormVesselNoteBody): Promise<{ id: string }> {
  const staff = ctx.actor.staff;
  if (!staff) throw new Error('only the office writes after-storm notes');
  const [stay] = await ctx.db
    .select({ reservation: berthReservations, berthName: berths.name })
    .from(berthReservations)
    .innerJoin(berths, eq(berths.id, berthReservations.berthId))
    .where(and(eq(berthReservations.reservationNumber, body.reservationNumber), staysInNoticeWindow(ctx.clock.now())));
  if (!stay) throw notFound(`${body.reservationNumber} is not on the storm roster`);
  const { reservation } = stay;
  const change = await currentStageChange(ctx);
  const photoIds = [...new Set(body.photoIds)];
  const tokens = new Map(photoIds.map((id) => [id, newToken()]));

  return ctx.db.transaction(async (tx) => {
    const [note] = await tx
      .insert(stormVesselNotes)
      .values({
        reservationId: reservation.id,
        customerId: reservation.customerId,
        changeId: change?.id ?? null,
        text: body.text,
        createdBy: staff.userId,
        createdAt: ctx.clock.now(),
      })
      .returning();
    if (!note) throw new Error('note insert returned no row');
    const photos: { fileName: string; link: string }[] = [];
    for (const [photoId, token] of tokens) {
      // Only a photo no note has taken yet: two notes sent at once cannot share one.
      const [photo] = await tx
        .update(stormVesselNotePhotos)
        .set({ noteId: note.id, tokenHash: hashToken(token) })
        .where(and(eq(stormVesselNotePhotos.id, photoId), isNull(stormVesselNotePhotos.noteId)))
        .returning({ fileName: stormVesselNotePhotos.fileName });
      if (!photo) throw photosGone();
      photos.push({ fileName: photo.fileName, link: notePhotoLink(ctx.mail.siteUrl, token) });
    }
    const office = officeOf(loadCompany());
    const stormName = change?.stormName ?? null;
    await tx.insert(mailOutbox).values({
      to: reservation.contactEmail,
      kind: 'storm-vessel-note',
      ...stormNoteMail(
        {
          tenantName: reservation.contactName,
          vesselName: reservation.vesselName,
          reservationNumber: reservation.reservationNumber,
          berthName: stay.berthName,
          stormName,
          text: body.text,
          photos,
        },
        office,
      ),
    });
    const scoped = inTransaction(ctx, tx);
    if (reservation.customerId) {
      await notifyCustomer(scoped, {
        customerId: reservation.customerId,
        type: 'storm-note',
        title: `${reservation.vesselName} after ${stormName ?? 'the storm'}`,
        message:
          photos.length > 0
            ? `${body.text} (${photos.length} ${photos.length === 1 ? 'photo' : 'photos'} in the email we sent you)`
            : body.text,
        actionUrl: accountPartPath('reservations'),
      });
    }
    await recordAudit(scoped, {
      action: 'reservation.storm-note',
      entityType: 'reservation',
      entityId: reservation.id,
      customerId: reservation.customerId,
      after: { note: body.text, photos: photos.length },
    });
    return { id: note.id };
  });
}
