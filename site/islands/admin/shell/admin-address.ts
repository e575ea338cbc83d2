import { createContext, useContext, useState } from 'react';
import { leadKinds, type LeadKind } from '#shared/lead-list-options.ts';

// The dashboard's address names the open tab and its list's filters
// (`/admin?tab=reservations&status=pending`), so a figure's link, a reload and Back all land on the
// same list. Changes replace the history entry rather than add one: Back leaves the dashboard.

const adminTabs = ['overview', 'clients', 'leads', 'reservations', 'storm', 'mail', 'audit'] as const;
export type AdminTab = (typeof adminTabs)[number];

/** The dashboard's address for a tab with its list's filters; empty filters are left out. */
export function adminTabHref(tab: AdminTab, filters: Record<string, string> = {}): string {
  const query = new URLSearchParams({ tab });
  for (const [name, value] of Object.entries(filters)) if (value !== '') query.set(name, value);
  return `/admin?${query.toString()}`;
}

/** One lead's address: the Service Requests tab with that lead's dialog open. */
export const adminLeadHref = (kind: LeadKind, id: string): string => adminTabHref('leads', { kind, lead: id });

/** The lead an address opens (its kind and id), or null when it names none or a kind that does not exist. */
export function linkedLeadOf(search: string): { kind: LeadKind; id: string } | null {
  const query = new URLSearchParams(search);
  const kind = leadKinds.find((known) => known === query.get('kind'));
  const id = query.get('lead');
  return kind && id ? { kind, id } : null;
}

/** One reservation's address: the Berth Reservations tab with its detail open (from the chart, the audit log, a mail). */
export const reservationDetailHref = (id: string): string => adminTabHref('reservations', { reservation: id });

/** The reservation an address opens, or null. */
export const linkedReservationOf = (search: string): string | null => new URLSearchParams(search).get('reservation');

/** One message's address: the Sent mail tab with that message open (from a client's timeline). */
export const sentMailHref = (id: string): string => adminTabHref('mail', { mail: id });

/** The message an address opens, or null. */
export const linkedMailOf = (search: string): string | null => new URLSearchParams(search).get('mail');

/** The current address with one parameter set, or taken out for null: a detail opens and closes over the tab and its filters. */
export function addressWithParam(name: string, value: string | null): string {
  const query = new URLSearchParams(window.location.search);
  if (value === null) query.delete(name);
  else query.set(name, value);
  return `${window.location.pathname}?${query.toString()}`;
}

/** The tab of that name; the overview for none or one that does not exist. */
export const asAdminTab = (name: string | null): AdminTab => adminTabs.find((known) => known === name) ?? 'overview';

/** The tab an address names. */
export const tabOf = (search: string): AdminTab => asAdminTab(new URLSearchParams(search).get('tab'));

/** A list's filters: every field a string, '' for "any". */
type StringFields<Filters> = { [Name in keyof Filters]: string };

/** For the filters with a fixed set of values, that set: anything else in an address is ignored. */
export type FilterChoices<Filters> = { [Name in keyof Filters]?: readonly Filters[Name][] };

/**
 * The filters an address gives, each one the list knows and, where the values are fixed, one of
 * them; the rest keep their defaults, so a mistyped address still shows a list.
 */
export function filtersOf<Filters extends StringFields<Filters>>(
  search: string,
  defaults: Filters,
  choices: FilterChoices<Filters> = {},
): Filters {
  const query = new URLSearchParams(search);
  const filters = { ...defaults };
  for (const name of Object.keys(defaults) as (keyof Filters & string)[]) {
    const value = query.get(name) as Filters[typeof name] | null;
    const allowed = choices[name];
    if (value !== null && (!allowed || value === '' || allowed.includes(value))) filters[name] = value;
  }
  return filters;
}

/** Puts an address in the current history entry, keeping whatever state the entry holds. */
export function replaceAddress(href: string): void {
  window.history.replaceState(window.history.state, '', href);
}

/** The address's query as the server saw it, for rendering on the server where there is no window. */
export const ServerSearch = createContext('');

/** The current address's query: the window's in the browser, the request's on the server. */
export function useAddressSearch(): string {
  const serverSearch = useContext(ServerSearch);
  return typeof window === 'undefined' ? serverSearch : window.location.search;
}

/**
 * A tab's filters kept in the address: they start from it, and every change is written back, so a
 * reload or Back shows the same list.
 */
export function useAddressFilters<Filters extends StringFields<Filters>>(
  tab: AdminTab,
  defaults: Filters,
  choices: FilterChoices<Filters> = {},
): [Filters, (next: Filters) => void] {
  const search = useAddressSearch();
  const [filters, setFilters] = useState(() => filtersOf(search, defaults, choices));
  const change = (next: Filters) => {
    setFilters(next);
    const changed = Object.fromEntries(Object.entries<string>(next).filter(([name, value]) => value !== defaults[name as keyof Filters]));
    replaceAddress(adminTabHref(tab, changed));
  };
  return [filters, change];
}

/** The id of a tab panel's heading (drawn by the shell), which the panel's own sections may name as their label. */
export const tabHeadingId = (tab: AdminTab): string => `${tab}-heading`;
