import type { APIRoute } from 'astro';
import { privatePathPrefixes } from '#site/lib/public-pages.ts';

export const GET: APIRoute = ({ site, url }) => {
  const sitemap = new URL('/sitemap.xml', site ?? url.origin).href;
  const lines = ['User-agent: *', 'Allow: /', ...privatePathPrefixes.map((prefix) => `Disallow: ${prefix}`), '', `Sitemap: ${sitemap}`];
  return new Response(`${lines.join('\n')}\n`, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
