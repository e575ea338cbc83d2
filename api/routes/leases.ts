import { Hono } from 'hono';
import { leaseSignatureSchema } from '#shared/schemas/lease.ts';
import { attachmentDisposition, fileDownload } from '#api/http/download.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { jsonBody, pathId } from '#api/middleware/validate.ts';
import { readLease, readLeasePdf } from '#api/services/leases/read-lease.ts';
import { leasePdfMimeType } from '#api/services/leases/signed-lease-pdf.ts';
import { signLease } from '#api/services/leases/sign-lease.ts';

export function leaseRoutes() {
  return new Hono<AppEnv>()
    .get('/:id', pathId(), async (c) => {
      const lease = await readLease(c.var.ctx, c.req.valid('param').id);
      c.header('Cache-Control', 'private, no-store');
      return c.json(lease);
    })
    .get('/:id/pdf', pathId(), async (c) => {
      const pdf = await readLeasePdf(c.var.ctx, c.req.valid('param').id);
      if ('stored' in pdf) return fileDownload(pdf.stored, pdf.fileName);
      return c.body(pdf.draft, 200, {
        'Content-Type': leasePdfMimeType,
        'Content-Disposition': attachmentDisposition(pdf.fileName),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
      });
    })
    .post('/:id/sign', pathId(), jsonBody(leaseSignatureSchema), async (c) => {
      const lease = await signLease(c.var.ctx, { leaseId: c.req.valid('param').id, signature: c.req.valid('json') });
      return c.json({ lease });
    });
}
