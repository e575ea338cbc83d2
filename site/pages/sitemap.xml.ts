// Every public page, for search engines. tests/e2e/navigation.spec.ts checks that each one answers 200.
import type { APIRoute } from 'astro';
import { getServices } from '#site/lib/content.ts';
import { fixedPublicPaths, servicePagePath } from '#site/lib/public-pages.ts';

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[char]};`);

export const GET: APIRoute = async ({ site, url }) => {
  const servicePaths = (await getServices()).map((service) => servicePagePath(service.id));
  const paths = [...fixedPublicPaths, ...servicePaths];
  const entries = paths.map((path) => `  <url><loc>${escapeXml(new URL(path, site ?? url.origin).href)}</loc></url>`);
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
