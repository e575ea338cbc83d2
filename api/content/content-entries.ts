import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parse } from 'yaml';
import type { z } from 'zod';
import { describeIssues } from './issues.ts';

// The API reads content/ in the shapes the site's collections load (site/content.config.ts: a
// folder of markdown files with YAML frontmatter, a JSON array of entries with ids) and checks each
// entry with the same zod schema, so a file the build accepts is one the API accepts. Every error
// names the file, as `label` gives it, and the field.

export interface ContentEntry<T> {
  id: string;
  data: T;
}

export interface MarkdownEntry<T> extends ContentEntry<T> {
  body: string;
}

const frontmatterPattern = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/** A markdown file's frontmatter, as YAML parsed but not yet checked, and its body. */
export function parseFrontmatter(text: string, label: string): { frontmatter: unknown; body: string } {
  const parts = frontmatterPattern.exec(text);
  if (!parts) throw new Error(`${label}: no frontmatter block between --- lines`);
  try {
    return { frontmatter: parse(parts[1] ?? ''), body: (parts[2] ?? '').trim() };
  } catch (error) {
    throw new Error(`${label}: invalid YAML: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function checked<S extends z.ZodType>(schema: S, value: unknown, label: string): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`${label}: ${describeIssues(result.error.issues)}`);
  return result.data;
}

/** Every `*.md` file of `directory`, in file name order, its name without `.md` as id. */
export function readMarkdownEntries<S extends z.ZodType>(directory: string, label: string, schema: S): MarkdownEntry<z.output<S>>[] {
  return readdirSync(directory)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => {
      const fileLabel = `${label}/${name}`;
      const { frontmatter, body } = parseFrontmatter(readFileSync(join(directory, name), 'utf8'), fileLabel);
      return { id: basename(name, '.md'), data: checked(schema, frontmatter, fileLabel), body };
    });
}

const idOf = (entry: unknown) => (typeof entry === 'object' && entry !== null && 'id' in entry ? entry.id : undefined);

/** The entries of a JSON file holding an array of objects, each with a string `id`. */
export function readJsonEntries<S extends z.ZodType>(file: string, label: string, schema: S): ContentEntry<z.output<S>>[] {
  const entries: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(entries)) throw new Error(`${label}: must hold an array of entries`);
  return entries.map((entry: unknown, index) => {
    const id = idOf(entry);
    if (typeof id !== 'string' || id === '') throw new Error(`${label}[${index}]: needs a string id`);
    return { id, data: checked(schema, entry, `${label} "${id}"`) };
  });
}
