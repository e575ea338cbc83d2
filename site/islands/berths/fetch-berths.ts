import type { BerthView } from '../../../shared/berth-views.ts';

/**
 * `GET /api/berths` with the filters' query string. It takes an AbortSignal, which the shared api
 * client does not, so a request for dates the visitor has already changed can be dropped; and it
 * keeps that client (and the zod it parses errors with) out of the page's start-up work. Any
 * failure reads the same to the visitor, so no error body is parsed.
 */
export async function fetchBerths(query: string, signal: AbortSignal): Promise<BerthView[]> {
  const response = await fetch(`/api/berths${query}`, { headers: { Accept: 'application/json' }, signal });
  if (!response.ok) throw new Error(`GET /api/berths answered ${response.status}`);
  const berths: unknown = await response.json();
  if (!Array.isArray(berths)) throw new Error('The berth list answer is not a list');
  return berths as BerthView[];
}
