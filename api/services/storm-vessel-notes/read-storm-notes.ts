import { desc, eq, inArray } from 'drizzle-orm';
import type { StormVesselNoteRow } from '#shared/storm-vessel-note-views.ts';
import { berthReservations, berths, stormVesselNotePhotos, stormVesselNotes, users } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';

// The Storm tab shows the notes of the storm just past; older ones are in the audit log.
const notesShown = 200;

/** The notes sent to owners after a storm, latest first, each with its photos (`GET /api/admin/storm-notes`). */
export async function readStormNotes(ctx: Pick<ServiceContext, 'db'>): Promise<StormVesselNoteRow[]> {
  const notes = await ctx.db
    .select({
      id: stormVesselNotes.id,
      reservationNumber: berthReservations.reservationNumber,
      vesselName: berthReservations.vesselName,
      berthName: berths.name,
      tenantName: berthReservations.contactName,
      mailedTo: berthReservations.contactEmail,
      text: stormVesselNotes.text,
      createdAt: stormVesselNotes.createdAt,
      createdBy: users.username,
    })
    .from(stormVesselNotes)
    .innerJoin(berthReservations, eq(berthReservations.id, stormVesselNotes.reservationId))
    .innerJoin(berths, eq(berths.id, berthReservations.berthId))
    .leftJoin(users, eq(users.id, stormVesselNotes.createdBy))
    .orderBy(desc(stormVesselNotes.createdAt))
    .limit(notesShown);
  const photos =
    notes.length === 0
      ? []
      : await ctx.db
          .select({ id: stormVesselNotePhotos.id, noteId: stormVesselNotePhotos.noteId, fileName: stormVesselNotePhotos.fileName })
          .from(stormVesselNotePhotos)
          .where(
            inArray(
              stormVesselNotePhotos.noteId,
              notes.map(({ id }) => id),
            ),
          )
          .orderBy(stormVesselNotePhotos.uploadedAt);
  return notes.map((note) => ({
    ...note,
    createdAt: note.createdAt.toISOString(),
    photos: photos.filter(({ noteId }) => noteId === note.id).map(({ id, fileName }) => ({ id, fileName })),
  }));
}
