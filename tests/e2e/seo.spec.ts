import { expect, test } from '@playwright/test';

test('every page in the sitemap has its own title and description, a canonical URL and Open Graph tags', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? ''));
  // Canonical URLs come from SITE_URL at build time, like the sitemap's, whatever port serves the test.
  const siteOrigin = urls[0]?.origin;
  const paths = urls.map((url) => url.pathname);
  expect(paths.length).toBeGreaterThanOrEqual(20);

  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? '';
    const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1] ?? '';
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? '';

    expect(title, path).not.toBe('');
    expect(description.length, path).toBeGreaterThan(50);
    expect(titles.get(title), `${path} repeats the title of ${titles.get(title)}`).toBeUndefined();
    expect(descriptions.get(description), `${path} repeats the description of ${descriptions.get(description)}`).toBeUndefined();
    titles.set(title, path);
    descriptions.set(description, path);

    expect(canonical, path).toBe(new URL(path, siteOrigin).href);
    for (const property of ['og:title', 'og:description', 'og:url', 'og:type', 'og:site_name']) {
      expect(html, `${path} ${property}`).toContain(`property="${property}"`);
    }
  }
});
