import { Hono } from 'hono';
import { stormPhotoFieldsSchema, stormVesselNoteSchema } from '#shared/schemas/storm-vessel-note.ts';
import { requireStaff } from '#api/auth/guards.ts';
import { requireStaffBeforeUpload } from '#api/auth/staff-upload-guard.ts';
import { readUpload } from '#api/http/multipart.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { noStore } from '#api/middleware/no-store.ts';
import { jsonBody } from '#api/middleware/validate.ts';
import { addStormNote } from '#api/services/storm-vessel-notes/add-storm-note.ts';
import { readStormNotes } from '#api/services/storm-vessel-notes/read-storm-notes.ts';
import { recordNotePhoto } from '#api/services/storm-vessel-notes/record-note-photo.ts';

/** The photo upload's path, read as a multipart body by the app's body checks. */
export const stormNotePhotoUploadPath = '/api/admin/storm-notes/photos';

/** After-storm notes to owners (`/api/admin/storm-notes`): a photo at a time, then the note that sends them. */
export function stormVesselNoteRoutes() {
  const staff = requireStaff();
  return new Hono<AppEnv>()
    .post('/photos', requireStaffBeforeUpload(), noStore(), async (c) => {
      const { ctx } = c.var;
      const received = await readUpload(c.req.raw, { store: ctx.files, form: 'stormPhoto', fields: stormPhotoFieldsSchema });
      return c.json({ photo: await recordNotePhoto(ctx, received) }, 201);
    })
    .get('/', staff, noStore(), async (c) => c.json({ notes: await readStormNotes(c.var.ctx) }))
    .post('/', staff, noStore(), jsonBody(stormVesselNoteSchema), async (c) =>
      c.json(await addStormNote(c.var.ctx, c.req.valid('json')), 201),
    );
}
