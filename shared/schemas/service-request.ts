import { z } from 'zod';
import { durations, preferredTimes, serviceTypes, urgencyValues } from '#shared/lead-options.ts';
import { facilityToday } from '#shared/stay-dates.ts';
import { email, leadExtras, optionalText, requiredText, textOfAtLeast } from './lead-common.ts';
import { calendarDay } from './calendar-day.ts';

const projectDetailsMinimum = 'Please provide at least 10 characters of project details';

// "Today" is the facility's calendar day in Larose, whatever the visitor's or server's time zone.
const preferredDate = calendarDay('Enter the date as YYYY-MM-DD').refine((date) => date >= facilityToday(), 'Choose today or a later date');

const shared = {
  firstName: requiredText('First name', { max: 100 }),
  lastName: requiredText('Last name', { max: 100 }),
  company: requiredText('Company name'),
  email: email(),
  phone: optionalText('Phone', { max: 40 }),
  serviceType: z.enum(serviceTypes, { error: 'Please select a service type' }),
  urgency: z.enum(urgencyValues).default('standard'),
  ...leadExtras,
};

/** The contact page's form: the browser's own required checks, no minimum beyond "not empty". */
export const contactRequestSchema = z.object({
  ...shared,
  source: z.literal('contact').optional(),
  projectDetails: requiredText('Project details', { max: 5000, lines: 'multi-line', message: 'Project details are required' }),
});

/** The scheduling page's form, with its own messages and optional appointment preferences. */
export const scheduleRequestSchema = z.object({
  ...shared,
  source: z.literal('schedule'),
  projectDetails: textOfAtLeast('Project details', 10, projectDetailsMinimum),
  preferredDate: preferredDate.optional().or(z.literal('').transform(() => undefined)),
  preferredTime: z
    .enum(preferredTimes as [string, ...string[]])
    .optional()
    .or(z.literal('').transform(() => undefined)),
  duration: z
    .enum(durations)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  location: optionalText('Location'),
});

/**
 * POST /api/service-requests takes either form's body; `source: "schedule"` selects the scheduling
 * rules, `"contact"` or no source the contact rules (other clients post the contact fields without
 * a source). Any other source is refused.
 */
export const serviceRequestSchema = z.discriminatedUnion('source', [scheduleRequestSchema, contactRequestSchema], {
  error: 'The form must be "contact" or "schedule"',
});

export type ContactRequestInput = z.input<typeof contactRequestSchema>;
export type ScheduleRequestInput = z.input<typeof scheduleRequestSchema>;
export type ServiceRequestBody = z.output<typeof serviceRequestSchema>;
