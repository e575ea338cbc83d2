import { describe, expect, test } from 'vitest';
import { checkFilters } from '#site/islands/berths/berth-filters.ts';
import { emptyFilters, plainListCheck } from '#site/islands/berths/stay-filters.ts';

const today = '2026-12-01';

describe('the berth page’s filters', () => {
  test('no filters ask for the plain list, as the page does before the check has loaded', () => {
    expect(checkFilters(emptyFilters, today)).toEqual({ ok: true, request: { query: '', stay: null, vessel: {} } });
    expect(plainListCheck).toEqual(checkFilters(emptyFilters, today));
  });

  test('one date alone is still being chosen: the plain list, and no error yet', () => {
    expect(checkFilters({ ...emptyFilters, arrival: '2026-12-03', length: '150' }, today)).toEqual({
      ok: true,
      request: { query: '', stay: null, vessel: {} },
    });
  });

  test('both dates ask for availability, with the vessel’s size when given', () => {
    const check = checkFilters({ arrival: '2026-12-03', departure: '2026-12-10', length: '150', draft: '12' }, today);
    expect(check).toEqual({
      ok: true,
      request: {
        query: '?arrival=2026-12-03&departure=2026-12-10&length=150&draft=12',
        stay: { arrival: '2026-12-03', departure: '2026-12-10' },
        vessel: { length: 150, draft: 12 },
      },
    });
  });

  test('an empty size is left out of the query', () => {
    const check = checkFilters({ ...emptyFilters, arrival: '2026-12-03', departure: '2026-12-10' }, today);
    expect(check.ok && check.request.query).toBe('?arrival=2026-12-03&departure=2026-12-10');
  });

  test('a departure on or before the arrival is named under the departure', () => {
    expect(checkFilters({ ...emptyFilters, arrival: '2026-12-10', departure: '2026-12-10' }, today)).toEqual({
      ok: false,
      errors: { departure: 'Departure date must be after the arrival date' },
    });
  });

  test('an arrival before the facility’s today is refused, once today is known', () => {
    const past = { ...emptyFilters, arrival: '2026-11-30', departure: '2026-12-04' };
    expect(checkFilters(past, today)).toEqual({ ok: false, errors: { arrival: 'Arrival date cannot be in the past' } });
    expect(checkFilters(past, undefined).ok).toBe(true);
  });

  test('a draft over 20 ft or a length that is not whole feet gets the schema’s message', () => {
    expect(checkFilters({ ...emptyFilters, draft: '21' }, today)).toEqual({ ok: false, errors: { draft: 'Draft can be at most 20 ft' } });
    expect(checkFilters({ ...emptyFilters, length: '150.5' }, today)).toEqual({
      ok: false,
      errors: { length: 'Vessel length must be a whole number of feet' },
    });
  });
});
