import type { Logger } from '#api/lib/logger.ts';
import { startPeriodicRun, type PeriodicRun } from '#api/lib/periodic-run.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { purgeTrashedDocuments } from './purge-trashed-documents.ts';

// Retention is counted in days, so an hour late costs nothing.
const documentPurgeIntervalMs = 60 * 60 * 1000;

/**
 * Purges documents past their time in the trash every `intervalMs`. A run is one transaction and
 * the deletes of the files it freed, short and not to be cut in two (files left behind would never
 * be removed), so stopping waits for a run in progress and starts no other.
 */
export function startDocumentPurgeWorker(ctx: ServiceContext, logger: Logger, intervalMs = documentPurgeIntervalMs): PeriodicRun {
  return startPeriodicRun(
    async () => {
      const run = await purgeTrashedDocuments(ctx);
      if (run.documents > 0) logger.info('trashed documents purged', { documents: run.documents, filesRemoved: run.filesRemoved });
    },
    intervalMs,
    (error) => logger.error('document purge failed', { error }),
  );
}
