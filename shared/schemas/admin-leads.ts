import { z } from 'zod';
import { serviceRequestSources, serviceTypes, urgencyValues, quotePriorities, values } from '../lead-options.ts';
import { pageQuerySchema } from './page.ts';
import { typedText } from './text.ts';

/** A service request (contact or scheduling form) or a quote request: the two kinds of lead. */
export const leadKinds = ['service', 'quote'] as const;
export type LeadKind = (typeof leadKinds)[number];

/** Where a lead was sent from: the two service request forms, or the quote form. */
export const leadSources = [...serviceRequestSources, 'quote'] as const;
export type LeadSource = (typeof leadSources)[number];

/** Pending → in progress → completed, or cancelled on the way. */
export const leadStatuses = ['pending', 'in-progress', 'completed', 'cancelled'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** Service request urgencies and quote priorities share one filter. */
export const leadUrgencies = [...new Set([...urgencyValues, ...values(quotePriorities)])] as [string, ...string[]];

/**
 * `newest`/`oldest` by arrival; `waiting` puts unanswered leads first, the longest waiting at the
 * top; `response` puts the slowest response clocks first, unanswered leads (still running) ahead.
 */
export const leadSorts = ['newest', 'oldest', 'waiting', 'response'] as const;
export type LeadSort = (typeof leadSorts)[number];

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
    scheduledDate: clearable(z.iso.date({ error: 'Scheduled date must be a date' })),
    internalNotes: clearable(typedText('Internal notes', 'multi-line').max(5000)),
  })
  .refine((update) => Object.values(update).some((value) => value !== undefined), { error: 'Nothing to update' });
export type LeadUpdateInput = z.input<typeof leadUpdateSchema>;
export type LeadUpdate = z.output<typeof leadUpdateSchema>;
