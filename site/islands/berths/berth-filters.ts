// Loaded when the visitor first reaches the filters rather than with the page: zod is the heaviest
// thing it would evaluate at start-up. The eval-free setting comes first, as the pages' CSP requires.
import { berthAvailabilityQuerySchema } from '#shared/schemas/berth-reservation.ts';
import { plainListCheck, type FilterCheck, type FilterErrors, type StayFilters } from './stay-filters.ts';

const isFilterField = (key: unknown): key is keyof StayFilters =>
  key === 'arrival' || key === 'departure' || key === 'length' || key === 'draft';

/**
 * Turns the filters into the request to send, with the same schema the API validates the query
 * with. A stay with one date is not an error yet (the visitor is still choosing): the plain list
 * stays. `today` is the facility's date, unknown while the page is pre-rendered.
 */
export function checkFilters(filters: StayFilters, today: string | undefined): FilterCheck {
  const stayChosen = filters.arrival !== '' && filters.departure !== '';
  const parsed = berthAvailabilityQuerySchema.safeParse({
    length: filters.length,
    draft: filters.draft,
    ...(stayChosen && { arrival: filters.arrival, departure: filters.departure }),
  });

  const errors: FilterErrors = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0];
    if (isFilterField(field)) errors[field] ??= issue.message;
  }
  if (stayChosen && today && filters.arrival < today) errors.arrival ??= 'Arrival date cannot be in the past';
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };

  const { arrival, departure, length, draft } = parsed.data;
  if (!arrival || !departure) return plainListCheck;

  const params = new URLSearchParams({ arrival, departure });
  if (length !== undefined) params.set('length', String(length));
  if (draft !== undefined) params.set('draft', String(draft));
  return { ok: true, request: { query: `?${params}`, stay: { arrival, departure }, vessel: { length, draft } } };
}
