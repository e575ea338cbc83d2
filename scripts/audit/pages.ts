import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

export interface Page {
  /** Path and query as a visitor types it, e.g. `/services/rigging`. */
  path: string;
  /** The same page on the local audit server. */
  url: string;
  /** The pre-rendered file in dist/client, when the page is pre-rendered. */
  file: string | undefined;
}

export interface PageList {
  pages: Page[];
  /** Where the list came from, for the report. */
  source: string;
  /** Every pre-rendered HTML file (for vnu), absolute paths. */
  htmlFiles: string[];
  /** Pre-rendered pages that the sitemap leaves out (not audited by Lighthouse). */
  notInSitemap: string[];
}

const sitemapNames = ['sitemap.xml', 'sitemap-index.xml'];

function decodeXml(text: string): string {
  return text.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&apos;', "'").replaceAll('&amp;', '&');
}

async function listHtmlFiles(clientDir: string): Promise<string[]> {
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** `about/index.html` → `/about`; `index.html` → `/`; `404.html` → `/404`. */
function pathForFile(clientDir: string, file: string): string {
  const urlPath = `/${relative(clientDir, file).split(sep).join('/')}`;
  if (urlPath === '/index.html') return '/';
  if (urlPath.endsWith('/index.html')) return urlPath.slice(0, -'/index.html'.length);
  return urlPath.slice(0, -'.html'.length);
}

function fileForPath(clientDir: string, path: string): string | undefined {
  const pathname = decodeURIComponent(path.split('?')[0] ?? '/').replace(/\/+$/, '');
  const candidates = pathname === '' ? ['index.html'] : [`${pathname.slice(1)}/index.html`, `${pathname.slice(1)}.html`];
  return candidates.map((candidate) => join(clientDir, ...candidate.split('/'))).find((candidate) => existsSync(candidate));
}

/** Reads the URLs of a sitemap, following a sitemap index into the sitemaps it names (served from dist/client). */
async function readSitemap(clientDir: string, file: string, seen = new Set<string>()): Promise<URL[]> {
  if (seen.has(file)) return [];
  seen.add(file);
  const xml = await readFile(file, 'utf8');
  const locations = [...xml.matchAll(/<loc>\s*([^<]+?)\s*<\/loc>/g)].map((match) => new URL(decodeXml(match[1] ?? '')));
  if (!/<sitemapindex[\s>]/.test(xml)) return locations;
  const nested = await Promise.all(
    locations.map((location) => {
      const nestedFile = join(clientDir, ...location.pathname.split('/').filter(Boolean));
      if (!existsSync(nestedFile)) throw new Error(`${relative(clientDir, file)} names ${location.href}, which is not in dist/client`);
      return readSitemap(clientDir, nestedFile, seen);
    }),
  );
  return nested.flat();
}

function byPath(a: Page, b: Page): number {
  if (a.path === '/') return -1;
  if (b.path === '/') return 1;
  return a.path.localeCompare(b.path);
}

/** The list narrowed to the pages `--only` names (their files alone for vnu); a path not in the list is an error. */
function onlyThese(list: PageList, only: readonly string[]): PageList {
  const unknown = only.filter((path) => !list.pages.some((page) => page.path === path));
  if (unknown.length) throw new Error(`--only names pages that are not in ${list.source}: ${unknown.join(', ')}`);
  const pages = list.pages.filter((page) => only.includes(page.path));
  const files = new Set(pages.map((page) => page.file));
  return { ...list, pages, htmlFiles: list.htmlFiles.filter((file) => files.has(file)), notInSitemap: [] };
}

/**
 * The pages to audit: those the sitemap lists (mapped onto the local server), or, without a
 * sitemap, every pre-rendered `index.html` except the 404 page; with `only`, just those paths.
 */
export async function listPages(clientDir: string, origin: string, only?: readonly string[]): Promise<PageList> {
  const list = await listAllPages(clientDir, origin);
  return only ? onlyThese(list, only) : list;
}

async function listAllPages(clientDir: string, origin: string): Promise<PageList> {
  const htmlFiles = await listHtmlFiles(clientDir);
  const sitemapName = sitemapNames.find((name) => existsSync(join(clientDir, name)));
  const toPage = (path: string): Page => ({ path, url: new URL(path, origin).href, file: fileForPath(clientDir, path) });

  if (sitemapName) {
    const locations = await readSitemap(clientDir, join(clientDir, sitemapName));
    const paths = [...new Set(locations.map((location) => `${location.pathname}${location.search}`))];
    const pages = paths.map(toPage);
    const listed = new Set(pages.map((page) => page.file));
    const notInSitemap = htmlFiles
      .filter((file) => file.endsWith(`${sep}index.html`) && !listed.has(file))
      .map((file) => pathForFile(clientDir, file))
      .filter((path) => path !== '/404');
    return { pages, source: `dist/client/${sitemapName}`, htmlFiles, notInSitemap };
  }

  const pages = htmlFiles
    .filter((file) => file.endsWith(`${sep}index.html`))
    .map((file) => pathForFile(clientDir, file))
    .filter((path) => path !== '/404')
    .map(toPage)
    .sort(byPath);
  return { pages, source: 'every index.html in dist/client (no sitemap.xml yet)', htmlFiles, notInSitemap: [] };
}
