import { z } from 'zod';
import { leadKinds, leadSorts, leadSources, leadStatuses, leadUrgencies } from '#shared/lead-list-options.ts';
import { serviceTypes } from '#shared/lead-options.ts';
import { pageQuerySchema } from './page.ts';
import { typedText } from './text.ts';
import { calendarDay } from './calendar-day.ts';

export { leadKinds, leadSources };
export type { LeadKind, LeadSort, LeadStatus } from '#shared/lead-list-options.ts';

/** The filters of the inbox, shared by the list and its CSV export. */
export const leadFiltersSchema = z.object({
  kind: z.enum(leadKinds).optional(),
  status: z.enum(leadStatuses).optional(),
  urgency: z.enum(leadUrgencies).optional(),
  serviceType: z.enum(serviceTypes).optional(),
  source: z.enum(leadSources).optional(),
  sort: z.enum(leadSorts).default('newest'),
});
export type LeadFilters = z.output<typeof leadFiltersSchema>;

/** `GET /api/admin/leads`. */
export const leadListQuerySchema = leadFiltersSchema.extend(pageQuerySchema.shape);
export type LeadListQuery = z.output<typeof leadListQuerySchema>;

export const leadPathSchema = z.object({ kind: z.enum(leadKinds), id: z.uuid() });

/** An emptied field is cleared: an empty string or null both mean "none". */
const clearable = <Schema extends z.ZodType<string>>(schema: Schema) =>
  z.union([z.literal('').transform(() => null), z.null(), schema]).optional();

/** `PATCH /api/admin/leads/:kind/:id`: only the fields sent change. */
export const leadUpdateSchema = z
  .object({
    status: z.enum(leadStatuses, { error: 'Please choose a status' }).optional(),
    assignedTo: clearable(typedText('Assigned to').max(100)),
    scheduledDate: clearable(calendarDay('Scheduled date must be a date')),
    internalNotes: clearable(typedText('Internal notes', 'multi-line').max(5000)),
  })
  .refine((update) => Object.values(update).some((value) => value !== undefined), { error: 'Nothing to update' });
export type LeadUpdateInput = z.input<typeof leadUpdateSchema>;
export type LeadUpdate = z.output<typeof leadUpdateSchema>;
