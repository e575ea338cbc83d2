import type { Stay, VesselSize } from './stay-summary.ts';

/** The page's filters as the inputs hold them: '' when empty. */
export interface StayFilters {
  arrival: string;
  departure: string;
  length: string;
  draft: string;
}

export const emptyFilters: StayFilters = { arrival: '', departure: '', length: '', draft: '' };

export const hasAnyFilter = (filters: StayFilters) => Object.values(filters).some((value) => value !== '');

/** What the form's inputs hold, when anything: values typed before the island took the form over. */
export function typedBeforeHydration(form: HTMLFormElement): StayFilters | null {
  const inputValue = (name: keyof StayFilters) => {
    const input = form.elements.namedItem(name);
    return input instanceof HTMLInputElement ? input.value : '';
  };
  const typed = {
    arrival: inputValue('arrival'),
    departure: inputValue('departure'),
    length: inputValue('length'),
    draft: inputValue('draft'),
  };
  return hasAnyFilter(typed) ? typed : null;
}

export type FilterErrors = Partial<Record<keyof StayFilters, string>>;

/** One `GET /api/berths`: its query string, and the stay and vessel the answer will describe. */
export interface BerthListRequest {
  query: string;
  stay: Stay | null;
  vessel: VesselSize;
}

export type FilterCheck = { ok: true; request: BerthListRequest } | { ok: false; errors: FilterErrors };

/** What empty filters ask for: the plain list, without availability. */
export const plainListCheck: FilterCheck = { ok: true, request: { query: '', stay: null, vessel: {} } };
