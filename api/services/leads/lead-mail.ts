import { contactUrgencies, quotePriorities, scheduleUrgencies, type Option } from '#shared/lead-options.ts';
import type { Touch } from '#shared/schemas/attribution.ts';
import { formatFacilityDateTime } from '#shared/stay-dates.ts';
import type { Quote, ServiceRequest } from '#api/db/schema/index.ts';
import { fieldTable, oneLine } from '#api/mail/plain-text.ts';

/** The parts of an email that depend on the lead; the outbox row adds recipient and kind. */
export interface LeadMail {
  subject: string;
  text: string;
}

/** For staff: a new contact or scheduling request, with every field and where the visitor came from. */
export function serviceRequestNotification(request: ServiceRequest): LeadMail {
  const urgencies = request.source === 'schedule' ? scheduleUrgencies : contactUrgencies;
  const fields: [string, string | null][] = [
    ['Request id', request.id],
    ['Received', formatFacilityDateTime(request.createdAt)],
    ['Name', `${request.firstName ?? ''} ${request.lastName ?? ''}`.trim()],
    ['Company', request.company],
    ['Email', request.email],
    ['Phone', request.phone],
    ['Service', request.serviceType],
    ['Urgency', labelOf(urgencies, request.urgency)],
  ];
  if (request.source === 'schedule') {
    fields.push(
      ['Preferred date', request.preferredDate],
      ['Preferred time', request.preferredTime],
      ['Duration', request.duration],
      ['Location', request.location],
    );
  }
  return {
    subject: oneLine(`New ${request.source} request: ${request.serviceType} — ${request.company} (${request.urgency})`),
    text: [
      `A new ${request.source === 'schedule' ? 'scheduling' : 'contact'} request came in from the website.`,
      fieldTable(fields),
      `Project details:\n${request.projectDetails}`,
      origins(request.firstTouch, request.lastTouch),
    ].join('\n\n'),
  };
}

/** For staff: a new quote request, with every field and where the visitor came from. */
export function quoteNotification(quote: Quote): LeadMail {
  return {
    subject: oneLine(`New quote request ${quote.quoteNumber}: ${quote.projectTitle} — ${quote.company} (${quote.priority})`),
    text: [
      `Quote request ${quote.quoteNumber} came in from the website. The customer was promised an initial quote within 24 hours.`,
      fieldTable([
        ['Quote number', quote.quoteNumber],
        ['Received', formatFacilityDateTime(quote.createdAt)],
        ['Contact', quote.contactName],
        ['Company', quote.company],
        ['Email', quote.contactEmail],
        ['Phone', quote.contactPhone],
        ['Project', quote.projectTitle],
        ['Priority', labelOf(quotePriorities, quote.priority)],
        ['Location', quote.location],
        ['Vessel type', quote.vesselType],
        ['Vessel specs', quote.vesselSpecs],
        ['Timeframe', quote.timeframe],
      ]),
      `Project description:\n${quote.projectDescription}`,
      origins(quote.firstTouch, quote.lastTouch),
    ].join('\n\n'),
  };
}

/** For the customer: their quote number and the promise of an initial quote within 24 hours. */
export function quoteConfirmation(quote: Quote, leadsEmail: string): LeadMail {
  return {
    subject: oneLine(`Your quote request ${quote.quoteNumber} — Bayou Lafourche Marine`),
    text: [
      `Hello ${quote.contactName},`,
      `Thank you for your quote request "${quote.projectTitle}". Your request number is ${quote.quoteNumber}; please mention it whenever you contact us about this project.`,
      'Our team is reviewing your project and will send you an initial quote within 24 hours, with a detailed breakdown of the work and its cost.',
      fieldTable([
        ['Project', quote.projectTitle],
        ['Priority', labelOf(quotePriorities, quote.priority)],
        ['Vessel type', quote.vesselType],
        ['Timeframe', quote.timeframe],
        ['Location', quote.location],
      ]),
      `Questions in the meantime? Write to ${leadsEmail}.`,
      'Bayou Lafourche Marine\nLarose, Louisiana',
    ].join('\n\n'),
  };
}

function labelOf(options: readonly Option[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}

function origins(firstTouch: Touch | null, lastTouch: Touch | null): string {
  return ['Where they came from:', `First touch: ${describeTouch(firstTouch)}`, `Last touch: ${describeTouch(lastTouch)}`].join('\n');
}

function describeTouch(touch: Touch | null): string {
  if (!touch) return 'not recorded';
  const parts = [
    ['source', touch.utmSource],
    ['medium', touch.utmMedium],
    ['campaign', touch.utmCampaign],
    ['term', touch.utmTerm],
    ['content', touch.utmContent],
    ['referrer', touch.referrer],
    ['landing page', touch.landingPage],
    ['at', touch.at],
  ].filter((part): part is [string, string] => Boolean(part[1]));
  return parts.length > 0 ? parts.map(([name, value]) => `${name} ${value}`).join(', ') : 'not recorded';
}
