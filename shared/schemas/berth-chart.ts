import { z } from 'zod';
import { calendarDay } from './calendar-day.ts';

/** Most days the berth chart shows at once: two months keeps one answer small. */
const berthChartMaxDays = 62;

/** `GET /api/admin/berth-chart?from=YYYY-MM-DD&days=14`: the chart's window, days [from, from + days). */
export const berthChartQuerySchema = z.object({
  from: calendarDay('From: enter the date as YYYY-MM-DD'),
  days: z.coerce
    .number('Days: enter a whole number')
    .int('Days: enter a whole number')
    .min(1, 'Show at least one day')
    .max(berthChartMaxDays, `Show at most ${berthChartMaxDays} days at a time`)
    .default(14),
});
export type BerthChartQuery = z.output<typeof berthChartQuerySchema>;
