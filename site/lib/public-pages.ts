// The public pages search engines should find, kept here once for the sitemap, the audit script
// and the tests. Plain data with no Astro imports, so Node scripts can import it too.

/**
 * Every public page with a fixed path; a page joins this list when it is built, so the sitemap never
 * names a missing page. Service detail pages come from content (servicePagePath).
 */
export const fixedPublicPaths = [
  '/',
  '/about',
  '/services',
  '/specialists',
  '/contact',
  '/schedule',
  '/quote-request',
  '/recommendations',
  '/berths',
  '/privacy',
  '/terms',
  '/safety',
  '/hurricane',
] as const;

export const servicePagePath = (serviceId: string) => `/services/${serviceId}`;

/** Path prefixes kept out of search results (robots.txt): the API, sign-in areas and per-customer pages. */
export const privatePathPrefixes = ['/api/', '/admin', '/customer', '/client', '/berth-checkout', '/documents'] as const;
