import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { serviceSchema, type Service } from '#shared/content/schemas.ts';
import { describeIssues } from './issues.ts';

/** A service page from content/services: its frontmatter, its file name as id, and its markdown body. */
export interface CatalogService extends Service {
  id: string;
  body: string;
}

const defaultDirectory = fileURLToPath(new URL('../../content/services/', import.meta.url));
const frontmatterPattern = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

function readService(directory: string, fileName: string): CatalogService {
  const text = readFileSync(join(directory, fileName), 'utf8');
  const parts = frontmatterPattern.exec(text);
  if (!parts) throw new Error(`content/services/${fileName}: no frontmatter block between --- lines`);
  let frontmatter: unknown;
  try {
    frontmatter = parse(parts[1] ?? '');
  } catch (error) {
    throw new Error(`content/services/${fileName}: invalid YAML: ${error instanceof Error ? error.message : String(error)}`);
  }
  const result = serviceSchema.safeParse(frontmatter);
  if (!result.success) throw new Error(`content/services/${fileName}: ${describeIssues(result.error.issues)}`);
  return { ...result.data, id: basename(fileName, '.md'), body: (parts[2] ?? '').trim() };
}

/** Reads and validates every service page; a broken file stops the start, naming the file and field. */
export function readServices(directory = defaultDirectory): CatalogService[] {
  return readdirSync(directory)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => readService(directory, name))
    .sort((a, b) => a.order - b.order);
}

let cached: CatalogService[] | undefined;

/** The service pages, read once per process: they change only with a deploy. */
export function loadServices(): CatalogService[] {
  cached ??= readServices();
  return cached;
}
