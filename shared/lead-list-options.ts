// The staff lead list's kinds, sources, statuses, urgencies and sorts, without zod: the admin
// dashboard reads them on its first load, and its filter schema (schemas/admin-leads.ts) is built on them.
import { quotePriorities, serviceRequestSources, serviceTypes, urgencyValues, values } from './lead-options.ts';

/** A service request (contact or scheduling form) or a quote request: the two kinds of lead. */
export const leadKinds = ['service', 'quote'] as const;
export type LeadKind = (typeof leadKinds)[number];

/** Where a lead was sent from: the two service request forms, or the quote form. */
export const leadSources = [...serviceRequestSources, 'quote'] as const;
export type LeadSource = (typeof leadSources)[number];

/** Pending → in progress → completed, or cancelled on the way. */
export const leadStatuses = ['pending', 'in-progress', 'completed', 'cancelled'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/**
 * The service filter's choices: every service either form offers, each once (the ones both forms
 * offer too), in alphabetical order so a service is found where it is looked for.
 */
export const leadServiceTypes: readonly string[] = [...serviceTypes].sort((one, other) => one.localeCompare(other, 'en'));

/** Service request urgencies and quote priorities share one filter. */
export const leadUrgencies = [...new Set([...urgencyValues, ...values(quotePriorities)])] as [string, ...string[]];

/**
 * `newest`/`oldest` by arrival; `waiting` puts unanswered leads first, the longest waiting at the
 * top; `response` puts the slowest response clocks first, unanswered leads (still running) ahead.
 */
export const leadSorts = ['newest', 'oldest', 'waiting', 'response'] as const;
export type LeadSort = (typeof leadSorts)[number];
