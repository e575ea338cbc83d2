import type { Logger } from '#api/lib/logger.ts';

/**
 * PGlite (0.5) writes its files through Emscripten's Node file system, which has no fsync: the
 * database's fsync calls return without reaching the disk, whatever its `fsync` setting says. A
 * committed write survives the process being killed (the operating system holds it), not a power
 * loss or a kernel crash before the system writes it out. Decision 060.
 */
export const embeddedDurabilityNote =
  'The embedded database cannot fsync: committed writes survive a crash of this process but not a power loss. ' +
  'Set DATABASE_URL to a PostgreSQL server for durable storage.';

/** Said at every start on the embedded database; in production as an error, so no log level hides it. */
export function reportEmbeddedDurability(logger: Logger, isProduction: boolean): void {
  if (isProduction) logger.error(embeddedDurabilityNote);
  else logger.info(embeddedDurabilityNote);
}
