import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { isCompressibleType, minimumCompressBytes, negotiateEncoding, type Encoding } from './content-coding.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.pdf': 'application/pdf',
};

export interface StaticFile {
  body: Buffer;
  contentType: string;
  etag: string;
  cacheControl: string;
  compressible: boolean;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}

function cacheControlFor(urlPath: string): string {
  // Vite names these files by content hash: a changed file gets a new URL.
  if (urlPath.startsWith('/_astro/')) return 'public, max-age=31536000, immutable';
  if (urlPath.endsWith('.html')) return 'public, max-age=0, must-revalidate';
  return 'public, max-age=3600';
}

async function listFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Pages are addressed without their file name: `about/index.html` answers `/about`. */
function urlPathsFor(filePath: string): string[] {
  const urlPath = `/${filePath.split(sep).join('/')}`;
  if (urlPath === '/index.html') return ['/', urlPath];
  if (urlPath.endsWith('/index.html')) return [urlPath.slice(0, -'/index.html'.length), urlPath];
  return [urlPath];
}

/**
 * Holds the pre-rendered build in memory: a page is a map lookup, not a disk read, and each
 * compressed form is made once, on first request.
 */
export class StaticFiles {
  readonly #files: Map<string, StaticFile>;

  private constructor(files: Map<string, StaticFile>) {
    this.#files = files;
  }

  static async load(rootDirectory: string): Promise<StaticFiles> {
    const files = new Map<string, StaticFile>();
    for (const absolutePath of await listFiles(rootDirectory)) {
      const extension = extname(absolutePath).toLowerCase();
      const body = await readFile(absolutePath);
      const relativePath = relative(rootDirectory, absolutePath);
      const contentType = contentTypes[extension] ?? 'application/octet-stream';
      for (const urlPath of urlPathsFor(relativePath)) {
        files.set(urlPath, {
          body,
          contentType,
          etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
          cacheControl: cacheControlFor(`/${relativePath.split(sep).join('/')}`),
          compressible: isCompressibleType(contentType) && body.length >= minimumCompressBytes,
          encoded: {},
        });
      }
    }
    return new StaticFiles(files);
  }

  get(urlPath: string): StaticFile | undefined {
    return this.#files.get(urlPath.length > 1 && urlPath.endsWith('/') ? urlPath.slice(0, -1) : urlPath);
  }
}

export function preferredEncoding(file: StaticFile, acceptEncoding: string | undefined): Encoding | undefined {
  return file.compressible ? negotiateEncoding(acceptEncoding) : undefined;
}

export function encodedBody(file: StaticFile, encoding: Encoding): Promise<Buffer> {
  file.encoded[encoding] ??=
    encoding === 'br' ? brotli(file.body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } }) : gzipAsync(file.body, { level: 9 });
  return file.encoded[encoding];
}
