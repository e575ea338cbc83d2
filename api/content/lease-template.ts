import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const templateFile = fileURLToPath(new URL('../../content/lease/berth-lease.md', import.meta.url));

let cached: string | undefined;

/** The berth lease template editors keep in content/lease, read once per process. */
export function loadLeaseTemplate(): string {
  cached ??= readFileSync(templateFile, 'utf8');
  return cached;
}
