import { Hono } from 'hono';
import { facilityToday } from '#shared/stay-dates.ts';
import { requireStaff } from '#api/auth/guards.ts';
import { attachmentDisposition } from '#api/http/download.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { noStore } from '#api/middleware/no-store.ts';
import { readStormRoster } from '#api/services/storm-roster/read-storm-roster.ts';
import { stormRosterCsv } from '#api/services/storm-roster/storm-roster-csv.ts';

/** The office's storm roster (`/api/admin/storm-roster`), as JSON for the table and as CSV. */
export function stormRosterRoutes() {
  return new Hono<AppEnv>()
    .use('*', requireStaff(), noStore())
    .get('/', async (c) => c.json(await readStormRoster(c.var.ctx)))
    .get('/export.csv', async (c) => {
      const { rows } = await readStormRoster(c.var.ctx);
      return c.body(stormRosterCsv(rows), 200, {
        'Content-Type': 'text/csv; charset=utf-8; header=present',
        'Content-Disposition': attachmentDisposition(`storm-roster-${facilityToday(c.var.ctx.clock.now())}.csv`),
      });
    });
}
