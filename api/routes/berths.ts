import { Hono } from 'hono';
import { berthAvailabilityQuerySchema } from '#shared/schemas/berth-reservation.ts';
import type { AppDependencies, AppEnv } from '../lib/app-env.ts';
import { queryParams } from '../lib/validate.ts';
import { berthCalendarGeneration } from '../services/berths/berth-calendar-changes.ts';
import { askedStay, berthViews, loadBerthCalendars } from '../services/berths/list-berths.ts';
import { sharedRecentResults } from '../services/berths/shared-recent-results.ts';

// Every visitor of /berths asks for the list, and many for the same dates: requests a moment apart
// with the same question share one answer, at most 2 s old and never older than this process's
// last change to a calendar (decision 066). Bookings never rely on it: the reservation service
// re-reads the berth and its calendar under a lock. The answer is kept as its JSON text, so the
// requests sharing it do not each serialise it again.
const sharing = { ttlMs: 2_000, maxKeys: 1_000, generation: berthCalendarGeneration };

export function berthRoutes(deps: AppDependencies) {
  const answers = sharedRecentResults<string>(sharing);

  return new Hono<AppEnv>().get('/', queryParams(berthAvailabilityQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const stay = askedStay(query);
    const vessel = { length: query.length, draft: query.draft };
    const question = stay ? `${stay.from}/${stay.to}/${vessel.length ?? ''}/${vessel.draft ?? ''}` : 'today';
    const json = await answers(question, async () => JSON.stringify(berthViews(await loadBerthCalendars(deps, stay), vessel)));
    // Availability changes with every booking, so no other cache may keep an old answer.
    return c.body(json, 200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  });
}
