import { asc } from 'drizzle-orm';
import type { BerthChartView, ChartStay } from '#shared/berth-chart-views.ts';
import type { BerthChartQuery } from '#shared/schemas/berth-chart.ts';
import { addDays } from '#shared/stay-dates.ts';
import { berths } from '#api/db/schema/index.ts';
import { toBerthBlockView } from '#api/services/admin-reservations/berth-calendar-view.ts';
import { blocksOverlapping, liveStaysOverlapping } from '#api/services/berths/berth-calendar.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { stayReadiness } from './stay-readiness.ts';

/**
 * The berth chart for staff: every berth in layout order with its live stays (a hold past its expiry
 * holds nothing) and blocks sharing a night with [from, from + days), and while a storm stage asks
 * tenants what they will do, each concerned stay's readiness.
 */
export async function berthChart(ctx: ServiceContext, query: BerthChartQuery): Promise<BerthChartView> {
  const now = ctx.clock.now();
  const range = { from: query.from, to: addDays(query.from, query.days) };
  const [berthRows, stays, blocks] = await Promise.all([
    ctx.db.select({ id: berths.id, name: berths.name }).from(berths).orderBy(asc(berths.position), asc(berths.name)),
    liveStaysOverlapping(ctx.db, range, now),
    blocksOverlapping(ctx.db, range),
  ]);
  const { storm, readiness } = await stayReadiness(ctx, stays);
  const staysOf = (berthId: string): ChartStay[] =>
    stays
      .filter((stay) => stay.berthId === berthId)
      .map(({ berthId: _berth, holdExpiresAt, ...stay }) => ({
        ...stay,
        // An expired hold is not live, so a pending unpaid stay left here is a hold still running.
        holdExpiresAt: stay.status === 'pending' && stay.paymentStatus === 'unpaid' && holdExpiresAt ? holdExpiresAt.toISOString() : null,
        readiness: readiness.get(stay.id) ?? null,
      }));
  return {
    ...range,
    storm,
    berths: berthRows.map((berth) => ({
      ...berth,
      stays: staysOf(berth.id),
      blocks: blocks.filter((block) => block.berthId === berth.id).map(toBerthBlockView),
    })),
  };
}
