import { fileURLToPath } from 'node:url';
import { serviceSchema, type Service } from '#shared/content/schemas.ts';
import { readMarkdownEntries } from './content-entries.ts';

/** A service page from content/services: its frontmatter, its file name as id, and its markdown body. */
export interface CatalogService extends Service {
  id: string;
  body: string;
}

const defaultDirectory = fileURLToPath(new URL('../../content/services/', import.meta.url));

/** Reads and validates every service page; a broken file stops the start, naming the file and field. */
export function readServices(directory = defaultDirectory): CatalogService[] {
  return readMarkdownEntries(directory, 'content/services', serviceSchema)
    .map(({ id, data, body }) => ({ ...data, id, body }))
    .sort((a, b) => a.order - b.order);
}

let cached: CatalogService[] | undefined;

/** The service pages, read once per process: they change only with a deploy. */
export function loadServices(): CatalogService[] {
  cached ??= readServices();
  return cached;
}
