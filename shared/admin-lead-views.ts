import { z } from 'zod';
import { touchSchema } from './schemas/attribution.ts';
import { leadKinds, leadSources } from './schemas/admin-leads.ts';

// What the leads inbox endpoints answer: one schema per answer, types inferred. Dates are ISO strings.

const timestamp = z.iso.datetime();

/** One row of `GET /api/admin/leads`: a service request or a quote request, in one shape. */
export const adminLeadSchema = z.object({
  kind: z.enum(leadKinds),
  id: z.string(),
  /** The quote number of a quote request; service requests have none. */
  reference: z.string().nullable(),
  name: z.string(),
  company: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  /** The service type of a service request, the project title of a quote request. */
  subject: z.string().nullable(),
  /** A service request's urgency or a quote request's priority. */
  urgency: z.string(),
  source: z.enum(leadSources),
  status: z.string(),
  assignedTo: z.string().nullable(),
  scheduledDate: z.iso.date().nullable(),
  createdAt: timestamp,
  /** The first staff action on the lead: its response clock stops here. Null while the lead waits. */
  firstResponseAt: timestamp.nullable(),
  /** Arrival to first response in whole seconds; null while the clock still runs. */
  responseSeconds: z.number().int().nullable(),
  /** Arrived after the signed-in staff member last opened the inbox. */
  isNew: z.boolean(),
});
export type AdminLead = z.infer<typeof adminLeadSchema>;

/** One submitted field as the visitor gave it, labelled as the form labels it. */
const submittedFieldSchema = z.object({ label: z.string(), value: z.string() });
export type SubmittedField = z.infer<typeof submittedFieldSchema>;

/** What the office wrote back to the lead by email, oldest first. */
const leadReplyViewSchema = z.object({
  id: z.string(),
  subject: z.string(),
  message: z.string(),
  sentAt: timestamp,
  /** The staff member's username at the time. */
  sentBy: z.string(),
});
export type LeadReplyView = z.infer<typeof leadReplyViewSchema>;

/** `GET /api/admin/leads/:kind/:id` and the answer of its PATCH and of a reply. */
const adminLeadDetailSchema = adminLeadSchema.extend({
  /** Everything the visitor sent, in the form's order; empty fields left out. */
  submitted: z.array(submittedFieldSchema),
  internalNotes: z.string().nullable(),
  customerId: z.string().nullable(),
  firstTouch: touchSchema.nullable(),
  lastTouch: touchSchema.nullable(),
  replies: z.array(leadReplyViewSchema),
});
export type AdminLeadDetail = z.infer<typeof adminLeadDetailSchema>;

export const adminLeadAnswerSchema = z.object({ lead: adminLeadDetailSchema });
export type AdminLeadAnswer = z.infer<typeof adminLeadAnswerSchema>;
