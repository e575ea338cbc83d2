import { fileURLToPath } from 'node:url';
import { openDatabaseOrExit } from '#api/db/client.ts';
import { loadConfigOrExit } from '#api/config-or-exit.ts';
import { findLeaseIdFor, verificationVerdict, verifyLease, type VerifyLeaseSources } from '#api/services/leases/evidence/verify-lease.ts';
import { createFileStore } from '#api/storage/create-file-store.ts';

/** Prints each check in words and, last, the verdict; 0 when the lease's signature record holds, 1 otherwise. */
export async function main(reference: string | undefined, write: (line: string) => void): Promise<number> {
  if (!reference?.trim()) {
    write('Usage: npm run lease:verify -- <R-number or lease id>');
    return 1;
  }
  const config = loadConfigOrExit();
  const database = await openDatabaseOrExit({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    return await verifyAndReport({ db: database.db, files: createFileStore(config, database.db) }, reference, write);
  } finally {
    await database.close();
  }
}

/** The command's work against an open database and file store. */
export async function verifyAndReport(sources: VerifyLeaseSources, reference: string, write: (line: string) => void): Promise<number> {
  const leaseId = await findLeaseIdFor(sources.db, reference);
  const result = leaseId ? await verifyLease(sources, leaseId) : null;
  if (!result) {
    write(`${reference}: NOT verified: no lease found for ${reference}.`);
    return 1;
  }
  for (const check of result.checks) write(`${check.passed ? 'yes' : 'NO '}  ${check.sentence}`);
  write(verificationVerdict(result));
  return result.verified ? 0 : 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv[2], (line) => process.stdout.write(`${line}\n`));
}
