import { Hono } from 'hono';
import {
  adminClientFileFieldsSchema,
  adminClientSchema,
  adminClientsQuerySchema,
  adminClientUpdateSchema,
  adminMessageSchema,
  processUploadSchema,
} from '#shared/schemas/admin-clients.ts';
import { pageQuerySchema } from '#shared/schemas/page.ts';
import { requireStaff } from '#api/auth/guards.ts';
import { requireStaffBeforeUpload } from '#api/auth/staff-upload-guard.ts';
import { fileDownload } from '#api/http/download.ts';
import { readUpload } from '#api/http/multipart.ts';
import { setNextPageLink } from '#api/http/next-page-link.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { noStore } from '#api/middleware/no-store.ts';
import { jsonBody, pathId, queryParams } from '#api/middleware/validate.ts';
import { clientDetails } from '#api/services/admin-clients/client-details.ts';
import { clientTimeline } from '#api/services/admin-clients/client-timeline.ts';
import { createClient } from '#api/services/admin-clients/create-client.ts';
import { endClientSessions } from '#api/services/admin-clients/end-client-sessions.ts';
import { listClients } from '#api/services/admin-clients/list-clients.ts';
import { listOfficeMessages, listOfficeUploads } from '#api/services/admin-clients/list-office-inbox.ts';
import { markOfficeMessageRead } from '#api/services/admin-clients/mark-message-read.ts';
import { openOfficeAttachment } from '#api/services/admin-clients/open-office-attachment.ts';
import { openUploadForStaff } from '#api/services/admin-clients/open-client-upload.ts';
import { processUpload } from '#api/services/admin-clients/process-upload.ts';
import { resetClientPassword } from '#api/services/admin-clients/reset-client-password.ts';
import { sendOfficeMessage } from '#api/services/admin-clients/send-office-message.ts';
import { updateClient } from '#api/services/admin-clients/update-client.ts';
import { uploadOfficeFile } from '#api/services/admin-clients/upload-office-file.ts';

/** The multipart addresses, which `api/app.ts` lets through its JSON-only rule. */
export const adminClientUploadPaths = ['/api/admin/upload-client-file', '/api/admin/send-client-message-with-attachment'];

/**
 * The office's client accounts, messages and files (`/api/admin`). Each route carries its own
 * guard: other staff routes share the prefix, and the uploads must drain a refused body first.
 */
export function adminClientRoutes() {
  const staff = requireStaff();
  return new Hono<AppEnv>()
    .get('/clients', staff, noStore(), queryParams(adminClientsQuerySchema.extend(pageQuerySchema.shape)), async (c) => {
      const { search, status, ...page } = c.req.valid('query');
      const { items, nextCursor } = await listClients(c.var.ctx, { search, status }, page);
      setNextPageLink(c, nextCursor);
      return c.json(items);
    })
    .post('/clients', staff, noStore(), jsonBody(adminClientSchema), async (c) =>
      c.json(await createClient(c.var.ctx, c.req.valid('json')), 201),
    )
    .get('/clients/:id', staff, noStore(), pathId(), async (c) => c.json(await clientDetails(c.var.ctx, c.req.valid('param').id)))
    .put('/clients/:id', staff, noStore(), pathId(), jsonBody(adminClientUpdateSchema), async (c) =>
      c.json(await updateClient(c.var.ctx, c.req.valid('param').id, c.req.valid('json'))),
    )
    .post('/clients/:id/reset-password', staff, noStore(), pathId(), async (c) =>
      c.json({ tempPassword: await resetClientPassword(c.var.ctx, c.req.valid('param').id) }),
    )
    .post('/clients/:id/end-sessions', staff, noStore(), pathId(), async (c) =>
      c.json({ endedSessions: await endClientSessions(c.var.ctx, c.req.valid('param').id) }),
    )
    .get('/clients/:id/timeline', staff, noStore(), pathId(), queryParams(pageQuerySchema), async (c) => {
      const { items, nextCursor } = await clientTimeline(c.var.ctx, c.req.valid('param').id, c.req.valid('query'));
      setNextPageLink(c, nextCursor);
      return c.json({ entries: items });
    })
    .post('/send-client-message', staff, noStore(), jsonBody(adminMessageSchema), async (c) =>
      c.json({ message: await sendOfficeMessage(c.var.ctx, c.req.valid('json')) }, 201),
    )
    .post('/send-client-message-with-attachment', requireStaffBeforeUpload(), noStore(), async (c) => {
      const { ctx } = c.var;
      const { file, fileName, fields } = await readUpload(c.req.raw, {
        store: ctx.files,
        form: 'adminClientFile',
        fields: adminMessageSchema,
        owner: { userId: ctx.actor.staff?.userId },
      });
      return c.json({ message: await sendOfficeMessage(ctx, fields, { file, fileName }) }, 201);
    })
    .post('/upload-client-file', requireStaffBeforeUpload(), noStore(), async (c) => {
      const { ctx } = c.var;
      const received = await readUpload(c.req.raw, {
        store: ctx.files,
        form: 'adminClientFile',
        fields: adminClientFileFieldsSchema,
        owner: { userId: ctx.actor.staff?.userId },
      });
      return c.json({ document: await uploadOfficeFile(ctx, received) }, 201);
    })
    .get('/client-messages', staff, noStore(), queryParams(pageQuerySchema), async (c) => {
      const { items, nextCursor } = await listOfficeMessages(c.var.ctx, c.req.valid('query'));
      setNextPageLink(c, nextCursor);
      return c.json({ messages: items });
    })
    .post('/client-messages/:id/read', staff, noStore(), pathId(), async (c) =>
      c.json({ message: await markOfficeMessageRead(c.var.ctx, c.req.valid('param').id) }),
    )
    .get('/client-messages/:id/attachment', staff, noStore(), pathId(), async (c) => {
      const { opened, fileName } = await openOfficeAttachment(c.var.ctx, c.req.valid('param').id);
      return fileDownload(opened, fileName);
    })
    .get('/client-uploads', staff, noStore(), queryParams(pageQuerySchema), async (c) => {
      const { items, nextCursor } = await listOfficeUploads(c.var.ctx, c.req.valid('query'));
      setNextPageLink(c, nextCursor);
      return c.json({ uploads: items });
    })
    .post('/client-uploads/:id/process', staff, noStore(), pathId(), jsonBody(processUploadSchema), async (c) =>
      c.json({ upload: await processUpload(c.var.ctx, c.req.valid('param').id, c.req.valid('json')) }),
    )
    .get('/client-uploads/:id/download', staff, noStore(), pathId(), async (c) => {
      const { opened, fileName } = await openUploadForStaff(c.var.ctx, c.req.valid('param').id);
      return fileDownload(opened, fileName);
    });
}
