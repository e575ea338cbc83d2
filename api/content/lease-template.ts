import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseFrontmatter } from './content-entries.ts';

const templateFile = fileURLToPath(new URL('../../content/lease/berth-lease.md', import.meta.url));

// YAML reads an unquoted date as a Date: the version is quoted in the file and checked as text here.
const frontmatterSchema = z.object({ version: z.string().min(1) });

export interface LeaseTemplate {
  /** Names this wording: a lease records it, and its values are filled in again only into the same version. */
  version: string;
  text: string;
}

let cached: LeaseTemplate | undefined;

/** The berth lease template editors keep in content/lease, read once per process. */
export function loadLeaseTemplate(): LeaseTemplate {
  cached ??= readLeaseTemplate(readFileSync(templateFile, 'utf8'));
  return cached;
}

/**
 * The text after the frontmatter block, exactly as written: unlike other content bodies it is not
 * trimmed, since its last line break is part of every lease's text and of the hash signed over it.
 */
function readLeaseTemplate(file: string): LeaseTemplate {
  const label = 'content/lease/berth-lease.md';
  const { version } = frontmatterSchema.parse(parseFrontmatter(file, label).frontmatter);
  const closing = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(file);
  return { version, text: file.slice(closing?.[0].length ?? 0) };
}
