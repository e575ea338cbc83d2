import { Hono } from 'hono';
import { fileDownload } from '#api/http/download.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { noStore } from '#api/middleware/no-store.ts';
import { openNotePhoto } from '#api/services/storm-vessel-notes/open-note-photo.ts';

/** A photo of an after-storm note, opened by the link in the owner's mail (`/api/storm-note-photos/{token}`). */
export function stormNotePhotoRoutes() {
  return new Hono<AppEnv>().use(noStore()).get('/:token', async (c) => {
    const { opened, fileName } = await openNotePhoto(c.var.ctx, c.req.param('token'));
    return fileDownload(opened, fileName, 'inline');
  });
}
