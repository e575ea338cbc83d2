import { getJson } from '#shared/api-client.ts';
import type { StormRosterView } from '#shared/storm-roster-views.ts';

// The Storm tab's calls (`/api/admin/storm-roster`); each throws ApiError on a non-OK answer.

export const stormRosterKey = ['admin', 'storm-roster'] as const;

export const readStormRoster = (signal?: AbortSignal) => getJson<StormRosterView>('/api/admin/storm-roster', { signal });

/** The CSV download of the whole roster, in the order the API gives it. */
export const stormRosterExportAddress = '/api/admin/storm-roster/export.csv';
