import { and, eq, isNotNull } from 'drizzle-orm';
import { hashToken, isWellFormedToken } from '#api/auth/tokens.ts';
import { stormVesselNotePhotos } from '#api/db/schema/index.ts';
import { notFound } from '#api/lib/errors.ts';
import type { ServiceContext } from '#api/services/context.ts';
import type { OpenedFile } from '#api/storage/file-store.ts';

const noSuchPhoto = () => notFound('This photo link is not valid. Please call the dock office.');

/**
 * A note's photo by the token in the owner's mail (`GET /api/storm-note-photos/{token}`): no sign-in,
 * as the owner may have booked without an account and may forward it to an insurer; the token is
 * 256 random bits, kept only hashed, and given only with a sent note.
 */
export async function openNotePhoto(
  ctx: Pick<ServiceContext, 'db' | 'files'>,
  token: string,
): Promise<{ opened: OpenedFile; fileName: string }> {
  if (!isWellFormedToken(token)) throw noSuchPhoto();
  const [photo] = await ctx.db
    .select({ fileId: stormVesselNotePhotos.fileId, fileName: stormVesselNotePhotos.fileName })
    .from(stormVesselNotePhotos)
    .where(and(eq(stormVesselNotePhotos.tokenHash, hashToken(token)), isNotNull(stormVesselNotePhotos.noteId)));
  if (!photo) throw noSuchPhoto();
  const opened = await ctx.files.open(photo.fileId);
  if (!opened) throw noSuchPhoto();
  return { opened, fileName: photo.fileName };
}
