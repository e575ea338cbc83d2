import type { StormNotePhotoView } from '#shared/storm-vessel-note-views.ts';
import { stormVesselNotePhotos } from '#api/db/schema/index.ts';
import type { ReceivedUpload } from '#api/http/multipart.ts';
import type { ServiceContext } from '#api/services/context.ts';

/**
 * Keeps a photo staff uploaded for an after-storm note (`POST /api/admin/storm-notes/photos`), its
 * type and size already checked on the way into the store; the note it goes with is sent after.
 */
export async function recordNotePhoto(ctx: ServiceContext, received: ReceivedUpload<unknown>): Promise<StormNotePhotoView> {
  const [photo] = await ctx.db
    .insert(stormVesselNotePhotos)
    .values({
      fileId: received.file.id,
      fileName: received.fileName,
      uploadedBy: ctx.actor.staff?.userId ?? null,
      uploadedAt: ctx.clock.now(),
    })
    .returning({ id: stormVesselNotePhotos.id, fileName: stormVesselNotePhotos.fileName });
  if (!photo) throw new Error('photo insert returned no row');
  return photo;
}
