import { Hono, type Context } from 'hono';
import {
  electronicConsentSchema,
  leasePdfQuerySchema,
  leaseSignatureSchema,
  leaseViewedSchema,
  signingCodeSchema,
} from '#shared/schemas/lease.ts';
import { attachmentDisposition, fileDownload } from '#api/http/download.ts';
import type { AppDependencies, AppEnv } from '#api/lib/app-env.ts';
import { clientIp } from '#api/lib/client-ip.ts';
import { jsonBody, pathId, queryParams } from '#api/middleware/validate.ts';
import { readLease, readLeasePdf } from '#api/services/leases/read-lease.ts';
import { recordConsent } from '#api/services/leases/record-consent.ts';
import { recordLeaseView } from '#api/services/leases/record-lease-view.ts';
import { leasePdfMimeType } from '#api/services/leases/signed-lease-pdf.ts';
import { signLease } from '#api/services/leases/sign-lease.ts';
import { readSignerEmail } from '#api/services/leases/signing-code/read-signer-email.ts';
import { confirmSigningCode } from '#api/services/leases/signing-code/confirm-signing-code.ts';
import { sendSigningCode } from '#api/services/leases/signing-code/send-signing-code.ts';
import type { SignerBrowser } from '#api/services/leases/signer-browser.ts';

export function leaseRoutes(deps: AppDependencies) {
  const browser = (c: Context<AppEnv>): SignerBrowser => ({
    clientIp: clientIp(c, deps.config.trustProxy),
    userAgent: c.req.header('user-agent')?.slice(0, 512) ?? null,
  });

  return new Hono<AppEnv>()
    .get('/:id', pathId(), async (c) => {
      const lease = await readLease(c.var.ctx, c.req.valid('param').id);
      c.header('Cache-Control', 'private, no-store');
      return c.json(lease);
    })
    .get('/:id/pdf', pathId(), queryParams(leasePdfQuerySchema), async (c) => {
      const pdf = await readLeasePdf(c.var.ctx, c.req.valid('param').id, c.req.valid('query'));
      if ('stored' in pdf) return fileDownload(pdf.stored, pdf.fileName);
      return c.body(pdf.draft, 200, {
        'Content-Type': leasePdfMimeType,
        'Content-Disposition': attachmentDisposition(pdf.fileName),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
      });
    })
    .post('/:id/view', pathId(), jsonBody(leaseViewedSchema), async (c) => {
      await recordLeaseView(c.var.ctx, { leaseId: c.req.valid('param').id, viewed: c.req.valid('json'), browser: browser(c) });
      return c.body(null, 204);
    })
    .post('/:id/consent', pathId(), jsonBody(electronicConsentSchema), async (c) => {
      const lease = await recordConsent(c.var.ctx, { leaseId: c.req.valid('param').id, consent: c.req.valid('json'), browser: browser(c) });
      return c.json({ lease });
    })
    .get('/:id/signer-email', pathId(), async (c) => {
      c.header('Cache-Control', 'private, no-store');
      return c.json(await readSignerEmail(c.var.ctx, c.req.valid('param').id));
    })
    .post('/:id/signing-code', pathId(), async (c) => {
      return c.json(await sendSigningCode(c.var.ctx, { leaseId: c.req.valid('param').id, browser: browser(c) }));
    })
    .post('/:id/signing-code/confirm', pathId(), jsonBody(signingCodeSchema), async (c) => {
      const body = c.req.valid('json');
      return c.json(await confirmSigningCode(c.var.ctx, { leaseId: c.req.valid('param').id, body, browser: browser(c) }));
    })
    .post('/:id/sign', pathId(), jsonBody(leaseSignatureSchema), async (c) => {
      const lease = await signLease(c.var.ctx, { leaseId: c.req.valid('param').id, signature: c.req.valid('json'), browser: browser(c) });
      return c.json({ lease });
    });
}
