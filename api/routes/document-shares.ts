import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { z } from 'zod';
import { documentShareSchema, documentShareUpdateSchema } from '#shared/schemas/documents.ts';
import { requireStaff } from '#api/auth/guards.ts';
import { rateLimitByIp } from '#api/auth/rate-limit.ts';
import { fileDownload } from '#api/http/download.ts';
import { sharedFilePolicy } from '#api/http/shared-file-policy.ts';
import { publicOrigin } from '#api/http/public-origin.ts';
import type { AppDependencies, AppEnv } from '#api/lib/app-env.ts';
import { clientIp } from '#api/lib/client-ip.ts';
import { AppError } from '#api/lib/errors.ts';
import { noReferrer } from '#api/middleware/no-referrer.ts';
import { noStore } from '#api/middleware/no-store.ts';
import { jsonBody, pathId } from '#api/middleware/validate.ts';
import { loadCompany } from '#api/content/company.ts';
import { changeShareExpiry } from '#api/services/document-shares/change-share-expiry.ts';
import { createShare } from '#api/services/document-shares/create-share.ts';
import { listShares } from '#api/services/document-shares/list-shares.ts';
import { openShare } from '#api/services/document-shares/open-share.ts';
import { revokeShare } from '#api/services/document-shares/revoke-share.ts';
import { loadPageLook } from '#api/services/document-shares/share-page-look.ts';
import { ShareRefusal } from '#api/services/document-shares/share-refusal.ts';
import { shareRefusalPage } from '#api/services/document-shares/share-refusal-page.ts';

// A share's path names its document and itself; an id that is not a UUID names nothing, so it is 404.
const sharePath = () =>
  zValidator('param', z.object({ id: z.uuid(), shareId: z.uuid() }), (result) => {
    if (!result.success) throw new AppError('not_found', 'Not found');
  });

/** Generous: a recipient reopening a file now and then never meets it; a script trying tokens does. */
const shareOpenLimit = { name: 'share-opens', limit: 120, windowMs: 60_000 };

/** Staff share a document by link, list the links with who opened them, renew and revoke them (`/api/documents`). */
export function documentShareRoutes(deps: AppDependencies) {
  const staff = requireStaff();
  return new Hono<AppEnv>()
    .post('/:id/shares', staff, noStore(), pathId(), jsonBody(documentShareSchema), async (c) =>
      c.json(await createShare(c.var.ctx, c.req.valid('param').id, c.req.valid('json'), publicOrigin(c, deps.config)), 201),
    )
    .get('/:id/shares', staff, noStore(), pathId(), async (c) => c.json({ shares: await listShares(c.var.ctx, c.req.valid('param').id) }))
    .patch('/:id/shares/:shareId', staff, noStore(), sharePath(), jsonBody(documentShareUpdateSchema), async (c) => {
      const { id, shareId } = c.req.valid('param');
      return c.json({ share: await changeShareExpiry(c.var.ctx, id, shareId, c.req.valid('json')) });
    })
    .delete('/:id/shares/:shareId', staff, noStore(), sharePath(), async (c) => {
      const { id, shareId } = c.req.valid('param');
      return c.json({ share: await revokeShare(c.var.ctx, id, shareId) });
    });
}

/** A browser following the link asks for a page; a script asking for JSON keeps the JSON error. */
const asksForPage = (accept: string | undefined) => accept !== undefined && /\btext\/html\b/i.test(accept);

/**
 * A share link, opened by anyone holding it (`/api/shares`): the file inline or as an attachment,
 * kept from running script on our origin (`sharedFilePolicy`), and never cached or referred on. A
 * link that does not open answers a person a page (410 or 404) saying why and whom to call (decision 085).
 */
export function shareOpenRoutes(deps: AppDependencies) {
  return new Hono<AppEnv>().get('/:token', noStore(), noReferrer(), rateLimitByIp(deps, shareOpenLimit), async (c) => {
    const opener = { ipAddress: clientIp(c, deps.config.trustProxy), userAgent: c.req.header('user-agent') };
    try {
      const { opened, fileName, access } = await openShare(c.var.ctx, c.req.param('token'), opener);
      const disposition = access === 'view' ? 'inline' : 'attachment';
      const response = fileDownload(opened, fileName, disposition);
      response.headers.set('Content-Security-Policy', sharedFilePolicy(opened.file.mimeType, disposition));
      return response;
    } catch (error) {
      if (!(error instanceof ShareRefusal) || !asksForPage(c.req.header('accept'))) throw error;
      const page = shareRefusalPage(error, loadCompany(), loadPageLook());
      c.header('Content-Security-Policy', page.contentSecurityPolicy);
      return c.html(page.html, page.status);
    }
  });
}
