import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import {
  documentBulkSchema,
  documentListQuerySchema,
  documentUpdateSchema,
  documentUploadFieldsSchema,
  documentVersionFieldsSchema,
  documentVersionPathSchema,
} from '#shared/schemas/documents.ts';
import { requireStaff } from '#api/auth/guards.ts';
import { requireStaffBeforeUpload } from '#api/auth/staff-upload-guard.ts';
import { fileDownload } from '#api/http/download.ts';
import { readUpload } from '#api/http/multipart.ts';
import { setNextPageLink } from '#api/http/next-page-link.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { AppError } from '#api/lib/errors.ts';
import { noStore } from '#api/middleware/no-store.ts';
import { jsonBody, pathId, queryParams } from '#api/middleware/validate.ts';
import { addDocumentVersion } from '#api/services/documents/add-version.ts';
import { bulkChangeDocuments } from '#api/services/documents/bulk-change.ts';
import { listDocumentCategories } from '#api/services/documents/list-categories.ts';
import { listDocuments } from '#api/services/documents/list-documents.ts';
import { listDocumentVersions } from '#api/services/documents/list-versions.ts';
import { downloadDocument, downloadDocumentVersion } from '#api/services/documents/open-document-file.ts';
import { readDocument } from '#api/services/documents/read-document.ts';
import { restoreDocument, trashDocument } from '#api/services/documents/trash-document.ts';
import { updateDocument } from '#api/services/documents/update-document.ts';
import { uploadDocument } from '#api/services/documents/upload-document.ts';

const uploadPath = '/api/documents/upload';
const versionUploadPath = /^\/api\/documents\/[^/]+\/versions$/;

/** The library's multipart addresses, which `api/app.ts` lets through its JSON-only rule. */
export const isDocumentUploadPath = (path: string) => path === uploadPath || versionUploadPath.test(path);

// A version path names its document and a version number; anything else names nothing, so it is 404.
const versionPath = () =>
  zValidator('param', documentVersionPathSchema, (result) => {
    if (!result.success) throw new AppError('not_found', 'Not found');
  });

/** The document library (`/api/documents`): what the caller may see (decision 045), and staff's changes. */
export function documentRoutes() {
  const staff = requireStaff();
  return new Hono<AppEnv>()
    .get('/', noStore(), queryParams(documentListQuerySchema), async (c) => {
      const { items, nextCursor } = await listDocuments(c.var.ctx, c.req.valid('query'));
      setNextPageLink(c, nextCursor);
      return c.json(items);
    })
    .post('/upload', requireStaffBeforeUpload(), noStore(), async (c) => {
      const { ctx } = c.var;
      const received = await readUpload(c.req.raw, {
        store: ctx.files,
        form: 'document',
        fields: documentUploadFieldsSchema,
        owner: { userId: ctx.actor.staff?.userId },
      });
      return c.json({ document: await uploadDocument(ctx, received) }, 201);
    })
    .post('/bulk', staff, noStore(), jsonBody(documentBulkSchema), async (c) =>
      c.json(await bulkChangeDocuments(c.var.ctx, c.req.valid('json'))),
    )
    .get('/:id', noStore(), pathId(), async (c) => c.json({ document: await readDocument(c.var.ctx, c.req.valid('param').id) }))
    .patch('/:id', staff, noStore(), pathId(), jsonBody(documentUpdateSchema), async (c) =>
      c.json({ document: await updateDocument(c.var.ctx, c.req.valid('param').id, c.req.valid('json')) }),
    )
    .delete('/:id', staff, noStore(), pathId(), async (c) => c.json({ document: await trashDocument(c.var.ctx, c.req.valid('param').id) }))
    .post('/:id/restore', staff, noStore(), pathId(), async (c) =>
      c.json({ document: await restoreDocument(c.var.ctx, c.req.valid('param').id) }),
    )
    .get('/:id/download', pathId(), async (c) => {
      const { opened, fileName } = await downloadDocument(c.var.ctx, c.req.valid('param').id);
      return fileDownload(opened, fileName);
    })
    .post('/:id/versions', requireStaffBeforeUpload(), noStore(), pathId(), async (c) => {
      const { ctx } = c.var;
      const received = await readUpload(c.req.raw, {
        store: ctx.files,
        form: 'document',
        fields: documentVersionFieldsSchema,
        owner: { userId: ctx.actor.staff?.userId },
      });
      return c.json({ document: await addDocumentVersion(ctx, c.req.valid('param').id, received) }, 201);
    })
    .get('/:id/versions', noStore(), pathId(), async (c) =>
      c.json({ versions: await listDocumentVersions(c.var.ctx, c.req.valid('param').id) }),
    )
    .get('/:id/versions/:version/download', versionPath(), async (c) => {
      const { id, version } = c.req.valid('param');
      const { opened, fileName } = await downloadDocumentVersion(c.var.ctx, id, version);
      return fileDownload(opened, fileName);
    });
}

/** The library's categories for its filter and upload form (`/api/document-categories`). */
export function documentCategoryRoutes() {
  return new Hono<AppEnv>().get('/', async (c) => c.json(await listDocumentCategories(c.var.ctx)));
}
