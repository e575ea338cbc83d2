import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseFrontmatter } from './content-entries.ts';

const templateFile = fileURLToPath(new URL('../../content/storm-plan.md', import.meta.url));
const label = 'content/storm-plan.md';

const frontmatterSchema = z.object({ version: z.string().min(1) });

let cached: string | undefined;

/**
 * The storm plan's wording the marina edits in content/storm-plan.md, read once per process: the
 * text after the frontmatter, exactly as written, since the signed text's hash covers every character.
 */
export function loadStormPlanTemplate(): string {
  if (cached === undefined) {
    const file = readFileSync(templateFile, 'utf8');
    frontmatterSchema.parse(parseFrontmatter(file, label).frontmatter);
    const closing = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(file);
    cached = file.slice(closing?.[0].length ?? 0);
  }
  return cached;
}
