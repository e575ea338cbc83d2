import { z } from 'zod';
import { berthBlockViewSchema, calendarStaySchema } from './admin-reservation-views.ts';

// What `GET /api/admin/berth-chart` answers: every berth with what takes its nights in the window.

/** A live stay on the chart; a hold (unpaid, not yet approved) carries when it runs out. */
const chartStaySchema = calendarStaySchema.extend({ holdExpiresAt: z.iso.datetime().nullable() });
export type ChartStay = z.infer<typeof chartStaySchema>;

export const berthChartViewSchema = z.object({
  from: z.iso.date(),
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
