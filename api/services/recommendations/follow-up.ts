import type { Company } from '#shared/content/schemas.ts';
import type { EmergencyLead, RecommendationRequest } from '#shared/schemas/recommendation.ts';

export type CompanyFacts = Pick<Company, 'phones' | 'hours' | 'emergency'>;
type Urgency = RecommendationRequest['urgency'];

const emergencyPromise = ({ emergency }: CompanyFacts) =>
  `24/7 mobilization within ${emergency.mobilizationHours} hours from ${emergency.coverage}`;

/**
 * The 24/7 line an urgent answer leads with: always for the emergency urgency or a named trouble,
 * and for timing words ("tonight") only beside a matched service, since "a pizza tonight" is no
 * vessel in trouble (decision 096). Undefined when the request is not urgent.
 */
export function emergencyLeadFor(
  request: { urgency: Urgency; heard: string | undefined; situation: boolean; matched: boolean },
  facts: CompanyFacts,
): EmergencyLead | undefined {
  const urgent = request.urgency === 'emergency' || request.situation || (request.heard !== undefined && request.matched);
  if (!urgent) return undefined;
  const note = urgencyNote('emergency', request.heard, facts) ?? '';
  return {
    note,
    phone: facts.phones.emergency,
    hours: facts.hours.emergency,
    promise: `A crew mobilizes within ${facts.emergency.mobilizationHours} hours from ${facts.emergency.coverage}`,
  };
}

/** When the work can start, led by the emergency promise when the owner says it is an emergency. */
export function deploymentFor(deployment: string, urgency: Urgency, facts: CompanyFacts): string {
  if (urgency === 'emergency') return `Emergency response: ${emergencyPromise(facts)}. Usual deployment: ${deployment}`;
  if (urgency === 'priority') return `Priority scheduling ahead of standard work. ${deployment}`;
  return deployment;
}

/** What the answer understood about urgency, said back to the owner; undefined for standard work. */
export function urgencyNote(urgency: Urgency, heard: string | undefined, facts: CompanyFacts): string | undefined {
  const line =
    `call ${facts.phones.emergency.display} (${facts.hours.emergency}); ` +
    `a crew mobilizes within ${facts.emergency.mobilizationHours} hours`;
  if (heard) return `You said ${asQuoted(heard)}: this is handled as an emergency. ${capitalized(line)}.`;
  if (urgency === 'emergency') return `You marked this as an emergency: ${line}.`;
  if (urgency === 'priority') return 'You marked this as a priority: it is scheduled ahead of standard work.';
  return undefined;
}

// "ASAP" stays as written; "Emergency" at the start of a sentence reads as "emergency" when quoted back.
const asQuoted = (words: string) => (words === words.toUpperCase() ? words : words.toLowerCase());
const capitalized = (text: string) => (text[0]?.toUpperCase() ?? '') + text.slice(1);

export interface NextStepsInput {
  subServiceTitles: readonly string[];
  urgency: Urgency;
  location: string | undefined;
  facts: CompanyFacts;
  /** The owner's budget is below the usual minimum for this work. */
  budgetShort: boolean;
  /** The owner's timeframe is shorter than this work usually takes. */
  timeframeTight: boolean;
}

// "Dockside crew changes" reads as "dockside crew changes" mid-sentence; "USCG exams" stays as is.
const midSentence = (title: string) => (/^[A-Z][a-z]/.test(title) ? title[0]?.toLowerCase() + title.slice(1) : title);

export function nextStepsFor(input: NextStepsInput): string[] {
  const { facts, location } = input;
  const where = location ? ` (${location})` : '';
  const steps: string[] = [];
  if (input.urgency === 'emergency') {
    steps.push(`Call our 24/7 emergency line now: ${facts.phones.emergency.display}`);
    steps.push(
      `Give the dispatcher the vessel's name, position${where} and what is needed; ` +
        `a crew mobilizes within ${facts.emergency.mobilizationHours} hours`,
    );
    steps.push('Once the vessel is safe, send a quote request for any follow-on work');
  } else {
    if (input.urgency === 'priority') {
      steps.push(`Call ${facts.phones.main.display} (${facts.hours.standard}) to put the job on the priority schedule`);
    }
    steps.push(`Request a quote with your vessel details${where ? ` and location${where}` : ''}; we send an initial quote within 24 hours`);
  }
  steps.push(`Tell us which of these you need: ${input.subServiceTitles.map(midSentence).join(', ')}`);
  if (input.timeframeTight) steps.push('Give us your deadline so we can confirm what can be done in that time');
  if (input.budgetShort) steps.push('Share your budget limit so we can scope a first phase that fits it');
  if (input.urgency === 'standard') steps.push(`Questions first? Call ${facts.phones.main.display}, ${facts.hours.standard}`);
  return steps;
}
