import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, test } from 'vitest';
import { encodedBody, preferredEncoding, StaticFiles } from '#api/http/static-files.ts';

let files: StaticFiles;
const page = `<!doctype html><title>About</title>${'<p>Larose, Louisiana</p>'.repeat(100)}`;

beforeAll(async () => {
  const root = await mkdtemp(join(tmpdir(), 'static-files-'));
  await mkdir(join(root, 'about'));
  await mkdir(join(root, '_astro'));
  await writeFile(join(root, 'index.html'), '<!doctype html><title>Home</title>');
  await writeFile(join(root, 'about', 'index.html'), page);
  await writeFile(join(root, '_astro', 'app.Bx12.js'), 'console.log(1)');
  await writeFile(join(root, 'favicon.svg'), '<svg/>');
  files = await StaticFiles.load(root);
});

describe('static files', () => {
  test('a page answers at its clean path, with or without a trailing slash', () => {
    expect(files.get('/')?.contentType).toBe('text/html; charset=utf-8');
    expect(files.get('/about')?.body.toString()).toBe(page);
    expect(files.get('/about/')).toBe(files.get('/about'));
    expect(files.get('/missing')).toBeUndefined();
  });

  test('hashed assets are cached for a year, pages revalidate', () => {
    expect(files.get('/_astro/app.Bx12.js')?.cacheControl).toBe('public, max-age=31536000, immutable');
    expect(files.get('/about')?.cacheControl).toBe('public, max-age=0, must-revalidate');
    expect(files.get('/favicon.svg')?.cacheControl).toBe('public, max-age=3600');
  });

  test('the ETag follows the content', () => {
    expect(files.get('/about')?.etag).toMatch(/^"[\w-]+"$/);
    expect(files.get('/about')?.etag).not.toBe(files.get('/')?.etag);
  });

  test('large text is compressed with the best encoding the browser accepts; tiny files are not', async () => {
    const about = files.get('/about');
    if (!about) throw new Error('about page missing');
    expect(preferredEncoding(about, 'gzip, deflate, br')).toBe('br');
    expect(preferredEncoding(about, 'gzip')).toBe('gzip');
    expect(preferredEncoding(about, undefined)).toBeUndefined();
    expect(gunzipSync(await encodedBody(about, 'gzip')).toString()).toBe(page);
    const tiny = files.get('/favicon.svg');
    if (!tiny) throw new Error('favicon missing');
    expect(preferredEncoding(tiny, 'br')).toBeUndefined();
  });
});
