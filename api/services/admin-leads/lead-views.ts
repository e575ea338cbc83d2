import type { AdminLead, AdminLeadDetail, LeadReplyView, SubmittedField } from '#shared/admin-lead-views.ts';
import { contactUrgencies, quotePriorities, scheduleUrgencies, type Option } from '#shared/lead-options.ts';
import { codeWords } from '#shared/code-words.ts';
import { facilityToday, formatStayDate } from '#shared/stay-dates.ts';
import type { Quote, ServiceRequest } from '#api/db/schema/index.ts';

/** Whole seconds from arrival to the first staff action, or null while the lead still waits. */
function responseSeconds(createdAt: Date, firstResponseAt: Date | null): number | null {
  return firstResponseAt ? Math.max(0, Math.round((firstResponseAt.getTime() - createdAt.getTime()) / 1000)) : null;
}

// A scheduled date is stored as a moment; the day it falls on at the facility is the date agreed.
const scheduledDay = (moment: Date | null) => (moment ? facilityToday(moment) : null);

const isNew = (createdAt: Date, seenAt: Date | null) => seenAt === null || createdAt > seenAt;

const fullName = (row: ServiceRequest) => [row.firstName, row.lastName].filter(Boolean).join(' ') || row.email;

export function serviceLead(row: ServiceRequest, seenAt: Date | null): AdminLead {
  return {
    kind: 'service',
    id: row.id,
    reference: row.requestNumber,
    name: fullName(row),
    company: row.company,
    email: row.email,
    phone: row.phone,
    subject: row.serviceType,
    urgency: row.urgency,
    source: row.source,
    status: row.status,
    assignedTo: row.assignedTo,
    scheduledDate: scheduledDay(row.scheduledDate),
    createdAt: row.createdAt.toISOString(),
    firstResponseAt: row.firstResponseAt?.toISOString() ?? null,
    responseSeconds: responseSeconds(row.createdAt, row.firstResponseAt),
    isNew: isNew(row.createdAt, seenAt),
  };
}

export function quoteLead(row: Quote, seenAt: Date | null): AdminLead {
  return {
    kind: 'quote',
    id: row.id,
    reference: row.quoteNumber,
    name: row.contactName,
    company: row.company,
    email: row.contactEmail,
    phone: row.contactPhone,
    subject: row.projectTitle,
    urgency: row.priority,
    source: 'quote',
    status: row.status,
    assignedTo: row.assignedTo,
    scheduledDate: null,
    createdAt: row.createdAt.toISOString(),
    firstResponseAt: row.firstResponseAt?.toISOString() ?? null,
    responseSeconds: responseSeconds(row.createdAt, row.firstResponseAt),
    isNew: isNew(row.createdAt, seenAt),
  };
}

const isCalendarDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text);

/** A stored code in the form's words; one the form no longer offers (an older lead's) in words made from the code. */
const labelOf = (options: readonly Option[], value: string) => options.find((option) => option.value === value)?.label ?? codeWords(value);

/** The fields that hold something, as label and text, in the order given. */
const filled = (fields: [string, string | null | undefined][]): SubmittedField[] =>
  fields.flatMap(([label, value]) => (value ? [{ label, value }] : []));

function serviceSubmitted(row: ServiceRequest): SubmittedField[] {
  const urgencies = row.source === 'schedule' ? scheduleUrgencies : contactUrgencies;
  return filled([
    ['Request number', row.requestNumber],
    ['First name', row.firstName],
    ['Last name', row.lastName],
    ['Company', row.company],
    ['Email', row.email],
    ['Phone', row.phone],
    ['Service type', row.serviceType],
    ['Urgency', labelOf(urgencies, row.urgency)],
    ['Preferred date', row.preferredDate && isCalendarDay(row.preferredDate) ? formatStayDate(row.preferredDate) : row.preferredDate],
    ['Preferred time', row.preferredTime],
    ['Duration', row.duration],
    ['Location', row.location],
    ['Project details', row.projectDetails],
  ]);
}

function quoteSubmitted(row: Quote): SubmittedField[] {
  return filled([
    ['Quote number', row.quoteNumber],
    ['Contact name', row.contactName],
    ['Contact email', row.contactEmail],
    ['Contact phone', row.contactPhone],
    ['Company', row.company],
    ['Project title', row.projectTitle],
    ['Priority', labelOf(quotePriorities, row.priority)],
    ['Location', row.location],
    ['Vessel type', row.vesselType],
    ['Vessel specifications', row.vesselSpecs],
    ['Timeframe', row.timeframe],
    ['Project description', row.projectDescription],
  ]);
}

export function serviceLeadDetail(row: ServiceRequest, seenAt: Date | null, replies: LeadReplyView[]): AdminLeadDetail {
  return {
    ...serviceLead(row, seenAt),
    submitted: serviceSubmitted(row),
    internalNotes: row.internalNotes,
    customerId: row.customerId,
    firstTouch: row.firstTouch ?? null,
    lastTouch: row.lastTouch ?? null,
    replies,
  };
}

export function quoteLeadDetail(row: Quote, seenAt: Date | null, replies: LeadReplyView[]): AdminLeadDetail {
  return {
    ...quoteLead(row, seenAt),
    submitted: quoteSubmitted(row),
    internalNotes: row.internalNotes,
    customerId: row.customerId,
    firstTouch: row.firstTouch ?? null,
    lastTouch: row.lastTouch ?? null,
    replies,
  };
}
