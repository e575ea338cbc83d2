import { Hono, type Context } from 'hono';
import { clientMessageSchema, clientUploadFieldsSchema } from '#shared/schemas/client-portal.ts';
import { pageQuerySchema } from '#shared/schemas/page.ts';
import { requireCustomerBeforeUpload } from '#api/auth/customer-upload-guard.ts';
import { requireCustomer } from '#api/auth/guards.ts';
import { fileDownload } from '#api/http/download.ts';
import { readUpload } from '#api/http/multipart.ts';
import { setNextPageLink } from '#api/http/next-page-link.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { noStore } from '#api/middleware/no-store.ts';
import { jsonBody, pathId, queryParams } from '#api/middleware/validate.ts';
import { countClientLists } from '#api/services/client-portal/count-lists.ts';
import { listClientMessages } from '#api/services/client-portal/list-messages.ts';
import { listClientUploads } from '#api/services/client-portal/list-uploads.ts';
import { markClientMessageRead } from '#api/services/client-portal/mark-message-read.ts';
import { openMessageAttachment } from '#api/services/client-portal/open-attachment.ts';
import { openClientUpload } from '#api/services/client-portal/open-upload.ts';
import { recordClientUpload } from '#api/services/client-portal/record-upload.ts';
import { sendClientMessage } from '#api/services/client-portal/send-message.ts';
import type { Page } from '#api/services/paging.ts';

function pagedAnswer<Key extends string, Item>(c: Context<AppEnv>, key: Key, { items, nextCursor }: Page<Item>) {
  setNextPageLink(c, nextCursor);
  return c.json({ [key]: items } as Record<Key, Item[]>);
}

/** The client portal (`/api/client`): the signed-in customer's messages with the office and files. */
export function clientPortalRoutes() {
  return new Hono<AppEnv>()
    .post('/upload', requireCustomerBeforeUpload(), noStore(), async (c) => {
      const { ctx } = c.var;
      const received = await readUpload(c.req.raw, {
        store: ctx.files,
        form: 'clientFile',
        fields: clientUploadFieldsSchema,
        owner: { customerId: ctx.actor.customer?.customerId },
      });
      return c.json({ upload: await recordClientUpload(ctx, received) }, 201);
    })
    .use(requireCustomer(), noStore())
    .get('/counts', async (c) => c.json(await countClientLists(c.var.ctx)))
    .get('/messages', queryParams(pageQuerySchema), async (c) =>
      pagedAnswer(c, 'messages', await listClientMessages(c.var.ctx, c.req.valid('query'))),
    )
    .post('/messages', jsonBody(clientMessageSchema), async (c) =>
      c.json({ message: await sendClientMessage(c.var.ctx, c.req.valid('json')) }, 201),
    )
    .post('/messages/:id/read', pathId(), async (c) => c.json({ message: await markClientMessageRead(c.var.ctx, c.req.valid('param').id) }))
    .get('/messages/:id/attachment', pathId(), async (c) => {
      const { opened, fileName } = await openMessageAttachment(c.var.ctx, c.req.valid('param').id);
      return fileDownload(opened, fileName);
    })
    .get('/uploads', queryParams(pageQuerySchema), async (c) =>
      pagedAnswer(c, 'uploads', await listClientUploads(c.var.ctx, c.req.valid('query'))),
    )
    .get('/uploads/:id/download', pathId(), async (c) => {
      const { opened, fileName } = await openClientUpload(c.var.ctx, c.req.valid('param').id);
      return fileDownload(opened, fileName);
    });
}
