import { z } from 'zod';

/**
 * `GET /api/client/counts`: the client dashboard's counters and its "View all (N)", counted by the
 * database over the whole lists, which the tabs read a page at a time.
 */
export const clientCountsSchema = z.object({
  /** The whole thread with the office, both directions. */
  messages: z.number().int(),
  /** The client's own uploads (the office's files for them are not counted). */
  uploads: z.number().int(),
  /** Those of the client's own uploads the office has marked processed. */
  processedUploads: z.number().int(),
});
export type ClientCounts = z.infer<typeof clientCountsSchema>;
