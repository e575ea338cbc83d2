import { Hono } from 'hono';
import { berthAvailabilityQuerySchema } from '#shared/schemas/berth-reservation.ts';
import type { AppDependencies, AppEnv } from '#api/lib/app-env.ts';
import { queryParams } from '#api/middleware/validate.ts';
import { berthCalendarGeneration } from '#api/services/berths/berth-calendar-changes.ts';
import { askedStay, berthViews, loadBerthCalendars } from '#api/services/berths/list-berths.ts';
import { sharedRecentResults } from '#api/services/berths/shared-recent-results.ts';

interface SharedAnswer {
  json: string;
  changesAt: Date | undefined;
}

// Every visitor of /berths asks for the list, and many for the same dates: requests a moment apart
// with the same question share one answer, at most 2 s old, never older than this process's last
// change to a calendar and never past the moment a hold in it runs out (decision 066). Bookings
// never rely on it: the reservation service re-reads the berth and its calendar under a lock. The
// answer is kept as its JSON text, so the requests sharing it do not each serialise it again.
export function berthRoutes(deps: AppDependencies) {
  const answers = sharedRecentResults<SharedAnswer>({
    ttlMs: 2_000,
    maxKeys: 1_000,
    generation: berthCalendarGeneration,
    expiresAt: (answer) => answer.changesAt?.getTime(),
    clock: () => deps.clock.now().getTime(),
  });

  return new Hono<AppEnv>().get('/', queryParams(berthAvailabilityQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const stay = askedStay(query);
    const vessel = { length: query.length, draft: query.draft };
    const question = stay ? `${stay.from}/${stay.to}/${vessel.length ?? ''}/${vessel.draft ?? ''}` : 'today';
    const { json } = await answers(question, async () => {
      const calendars = await loadBerthCalendars(deps, stay);
      return { json: JSON.stringify(berthViews(calendars, vessel)), changesAt: calendars.changesAt };
    });
    // Availability changes with every booking, so no other cache may keep an old answer.
    return c.body(json, 200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  });
}
