import { Hono } from 'hono';
import { requireStaff } from '#api/auth/guards.ts';
import { fileDownload } from '#api/http/download.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { noStore } from '#api/middleware/no-store.ts';
import { pathId } from '#api/middleware/validate.ts';
import { openHaulOutReceipt } from '#api/services/haul-outs/haul-out-receipt-file.ts';
import { markHauled } from '#api/services/haul-outs/mark-hauled.ts';
import { readHaulList } from '#api/services/haul-outs/read-haul-list.ts';

/** The storm haul-out list (`/api/admin/haul-outs`): the queue, marking a vessel hauled, its receipt. */
export function haulOutRoutes() {
  return new Hono<AppEnv>()
    .use('*', requireStaff(), noStore())
    .get('/', async (c) => c.json(await readHaulList(c.var.ctx)))
    .post('/:id/hauled', pathId(), async (c) => c.json(await markHauled(c.var.ctx, c.req.valid('param').id)))
    .get('/:id/receipt.pdf', pathId(), async (c) => {
      const { stored, fileName } = await openHaulOutReceipt(c.var.ctx, c.req.valid('param').id);
      return fileDownload(stored, fileName);
    });
}
