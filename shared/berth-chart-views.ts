import { z } from 'zod';
import { berthBlockViewSchema, calendarStaySchema } from './admin-reservation-views.ts';
import { readinessLevels } from './berth-readiness.ts';

// What `GET /api/admin/berth-chart` answers: every berth with what takes its nights in the window.

/** A live stay on the chart; a hold (unpaid, not yet approved) carries when it runs out. */
const chartStaySchema = calendarStaySchema.extend({
  holdExpiresAt: z.iso.datetime().nullable(),
  /** Its readiness for the storm stage now; null with no stage set, or for a stay the stage does not concern. */
  readiness: z.enum(readinessLevels).nullable(),
});
export type ChartStay = z.infer<typeof chartStaySchema>;

/** The storm stage now, while one asks tenants what they will do (not none, not the all clear). */
const chartStormSchema = z.object({ stageName: z.string(), stormName: z.string().nullable() });
export type ChartStorm = z.infer<typeof chartStormSchema>;

export const berthChartViewSchema = z.object({
  from: z.iso.date(),
  storm: chartStormSchema.nullable(),
  /** The day after the window's last day. */
  to: z.iso.date(),
  berths: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      stays: z.array(chartStaySchema),
      blocks: z.array(berthBlockViewSchema),
    }),
  ),
});
export type BerthChartView = z.infer<typeof berthChartViewSchema>;
