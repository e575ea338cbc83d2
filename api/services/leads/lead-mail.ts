import { optionLabel } from '#shared/code-words.ts';
import { contactUrgencies, quotePriorities, scheduleUrgencies } from '#shared/lead-options.ts';
import type { Touch } from '#shared/schemas/attribution.ts';
import { formatFacilityDateTime } from '#shared/stay-dates.ts';
import type { Quote, ServiceRequest } from '#api/db/schema/index.ts';
import { hello, letter, type MailContent, type MarinaOffice } from '#api/mail/letter.ts';
import { fieldTable, oneLine } from '#api/mail/plain-text.ts';

/** For staff: a new contact or scheduling request, with every field and where the visitor came from. */
export function serviceRequestNotification(request: ServiceRequest): MailContent {
  const urgencies = request.source === 'schedule' ? scheduleUrgencies : contactUrgencies;
  const urgency = optionLabel(urgencies, request.urgency);
  const kind = request.source === 'schedule' ? 'scheduling' : 'contact';
  const fields: [string, string | null][] = [
    ['Received', formatFacilityDateTime(request.createdAt)],
    ['Name', `${request.firstName ?? ''} ${request.lastName ?? ''}`.trim()],
    ['Company', request.company],
    ['Email', request.email],
    ['Phone', request.phone],
    ['Service', request.serviceType],
    ['Urgency', urgency],
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
    subject: oneLine(`New ${kind} request: ${request.serviceType} — ${request.company}, ${urgency}`),
    text: [
      `A new ${kind} request, ${request.requestNumber}, came in from the website.`,
      fieldTable(fields),
      `Project details:\n${request.projectDetails}`,
      origins(request.firstTouch, request.lastTouch),
    ].join('\n\n'),
  };
}

/** For staff: a new quote request, with every field and where the visitor came from. */
export function quoteNotification(quote: Quote): MailContent {
  return {
    subject: oneLine(
      `New quote request ${quote.quoteNumber}: ${quote.projectTitle} — ${quote.company}, ${optionLabel(quotePriorities, quote.priority)}`,
    ),
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
        ['Priority', optionLabel(quotePriorities, quote.priority)],
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

/**
 * For whoever typed the address: the quote number, the priority picked from the list, and the
 * promise of an initial quote within 24 hours. Anyone can type anyone's address, so it quotes
 * nothing else typed (no name, project or description): a mail from the marina carries only the
 * marina's words (decision 082).
 */
export function quoteConfirmation(quote: Pick<Quote, 'quoteNumber' | 'priority'>, leadsEmail: string, office: MarinaOffice): MailContent {
  return {
    subject: oneLine(`Your quote request ${quote.quoteNumber} — ${office.name}`),
    text: letter(
      hello(null),
      [
        `Thank you for your quote request. Your request number is ${quote.quoteNumber}; ` +
          'please mention it whenever you contact us about this project.',
        'Our team is reviewing your project and will send you an initial quote within 24 hours, ' +
          'with a detailed breakdown of the work and its cost.',
        fieldTable([['Priority', optionLabel(quotePriorities, quote.priority)]]),
        `If you did not ask us for a quote, ignore this email. Questions in the meantime? Write to ${leadsEmail} or call ${office.phone}.`,
      ],
      office,
    ),
  };
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
    ['at', touch.at && formatFacilityDateTime(touch.at)],
  ].filter((part): part is [string, string] => Boolean(part[1]));
  return parts.length > 0 ? parts.map(([name, value]) => `${name} ${value}`).join(', ') : 'not recorded';
}
