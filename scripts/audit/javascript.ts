import { gzipSync } from 'node:zlib';

/** One JavaScript file a page loads, measured once per run. */
export interface ScriptFile {
  url: string;
  gzipBytes: number;
  /** The React marker found in the file, if any. */
  reactMarker: string | undefined;
  /** Same-origin modules it imports statically (loaded with it). */
  imports: string[];
  /** Set when the file could not be fetched as JavaScript. */
  problem: string | undefined;
}

export interface PageJavaScript {
  /** Everything below, gzipped: the same-origin files (each counted once) plus the inline scripts. */
  gzipBytes: number;
  inlineGzipBytes: number;
  files: ScriptFile[];
  /** Files that only Lighthouse saw load (dynamic imports, lazily hydrated islands). */
  seenOnlyByLighthouse: string[];
  /** Scripts from other origins: named, not fetched or counted. */
  external: string[];
  /** Why the page counts as loading a React runtime; empty when it does not. */
  react: string[];
  problems: string[];
}

// React 19 and 18 internals, the production error-decoder URLs of react-dom, and React's element symbols.
const reactMarkers: RegExp[] = [
  /__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE/,
  /__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED/,
  /react\.dev\/errors\//,
  /reactjs\.org\/docs\/error-decoder/,
  /react\.transitional\.element/,
  /Symbol\.for\(["'`]react\.element["'`]\)/,
];

const gzip = (text: string | Buffer): number => gzipSync(text, { level: 9 }).length;

function decodeAttribute(value: string): string {
  return value.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
}

function parseAttributes(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of source.matchAll(/([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    const name = match[1]?.toLowerCase();
    if (name) attributes.set(name, decodeAttribute(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return attributes;
}

export interface ScriptEntries {
  /** Files the HTML asks for: `<script src>`, module preloads, and the islands' component and renderer modules. */
  urls: string[];
  /** Contents of inline scripts that run (JSON and JSON-LD blocks excluded). */
  inline: string[];
}

const dataScriptTypes = /^(application\/(ld\+)?json|importmap|speculationrules|text\/(template|plain|html|x-template))$/i;

export function findScriptEntries(html: string, pageUrl: string): ScriptEntries {
  const urls = new Set<string>();
  const inline: string[] = [];
  const add = (value: string | undefined) => {
    if (value) urls.add(new URL(value, pageUrl).href);
  };
  // Comments hide markup from the browser; hide them from the scan too.
  const markup = html.replace(/<!--[\s\S]*?-->/g, '');
  for (const match of markup.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = parseAttributes(match[1] ?? '');
    const type = attributes.get('type')?.trim() ?? '';
    if (dataScriptTypes.test(type)) continue;
    if (attributes.has('src')) add(attributes.get('src'));
    else if ((match[2] ?? '').trim()) inline.push(match[2] ?? '');
  }
  for (const match of markup.matchAll(/<link\b([^>]*)>/gi)) {
    const attributes = parseAttributes(match[1] ?? '');
    const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
    if (rel.includes('modulepreload')) add(attributes.get('href'));
  }
  for (const match of markup.matchAll(/<astro-island\b([^>]*)>/gi)) {
    const attributes = parseAttributes(match[1] ?? '');
    add(attributes.get('component-url'));
    add(attributes.get('renderer-url'));
  }
  return { urls: [...urls], inline };
}

/** Static `import … from "./x.js"`, `import "./x.js"` and `export … from "./x.js"`; dynamic `import()` is left out (it loads on demand). */
function staticImports(code: string, moduleUrl: string): string[] {
  const origin = new URL(moduleUrl).origin;
  const found = new Set<string>();
  for (const match of code.matchAll(/(?<![\w$.])(?:import|export)\s*(?:[\w$*{},\s]*?\bfrom\s*)?["']([^"'\s]+)["']/g)) {
    const specifier = match[1] ?? '';
    if (!/^(\.{1,2}\/|\/|https?:)/.test(specifier)) continue;
    const resolved = new URL(specifier, moduleUrl);
    if (resolved.origin === origin) found.add(resolved.href);
  }
  return [...found];
}

/** Fetches and measures script files, each once per run however many pages load it. */
export class ScriptCache {
  readonly #files = new Map<string, Promise<ScriptFile>>();

  get(url: string): Promise<ScriptFile> {
    let file = this.#files.get(url);
    if (!file) {
      file = this.#load(url);
      this.#files.set(url, file);
    }
    return file;
  }

  async #load(url: string): Promise<ScriptFile> {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
      const body = Buffer.from(await response.arrayBuffer());
      const contentType = response.headers.get('content-type') ?? '';
      if (!response.ok) return { url, gzipBytes: 0, reactMarker: undefined, imports: [], problem: `HTTP ${response.status}` };
      const code = body.toString('utf8');
      const marker = reactMarkers.find((pattern) => pattern.test(code));
      return {
        url,
        gzipBytes: gzip(body),
        reactMarker: marker ? (code.match(marker)?.[0] ?? marker.source) : undefined,
        imports: staticImports(code, url),
        problem: /javascript|ecmascript/i.test(contentType) ? undefined : `served as ${contentType || 'no content type'}`,
      };
    } catch (error) {
      return { url, gzipBytes: 0, reactMarker: undefined, imports: [], problem: error instanceof Error ? error.message : String(error) };
    }
  }
}

/**
 * The JavaScript a page loads: the files its HTML names and everything they import statically,
 * plus any script Lighthouse saw load that the HTML does not name, each gzipped at level 9,
 * and its inline scripts gzipped together.
 */
export async function measurePageJavaScript(
  pageOrigin: string,
  entries: ScriptEntries,
  cache: ScriptCache,
  scriptsSeenByLighthouse: readonly string[] = [],
): Promise<PageJavaScript> {
  const files = new Map<string, ScriptFile>();
  const external = new Set<string>();
  // An import found by the scan that does not load is taken for a false match (text in a string), not a broken page.
  const walk = async (url: string, viaImport: boolean): Promise<void> => {
    if (new URL(url).origin !== pageOrigin) {
      external.add(url);
      return;
    }
    if (files.has(url)) return;
    const file = await cache.get(url);
    if (files.has(url) || (viaImport && file.problem)) return;
    files.set(url, file);
    await Promise.all(file.imports.map((imported) => walk(imported, true)));
  };
  await Promise.all(entries.urls.map((url) => walk(url, false)));
  const seenOnlyByLighthouse = scriptsSeenByLighthouse.filter((url) => !files.has(url));
  await Promise.all(seenOnlyByLighthouse.map((url) => walk(url, false)));

  const inlineCode = entries.inline.join('\n');
  const inlineGzipBytes = inlineCode ? gzip(inlineCode) : 0;
  const list = [...files.values()];
  const react = list.filter((file) => file.reactMarker).map((file) => `${new URL(file.url).pathname} (${file.reactMarker})`);
  const inlineMarker = reactMarkers.find((pattern) => pattern.test(inlineCode));
  if (inlineMarker) react.push(`inline script (${inlineMarker.source})`);
  return {
    gzipBytes: inlineGzipBytes + list.reduce((sum, file) => sum + file.gzipBytes, 0),
    inlineGzipBytes,
    files: list,
    seenOnlyByLighthouse,
    external: [...external],
    react,
    problems: list.filter((file) => file.problem).map((file) => `${new URL(file.url).pathname}: ${file.problem}`),
  };
}
