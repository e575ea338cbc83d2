/**
 * The site's Content-Security-Policy. Astro builds it (astro.config.mjs, `security.csp`): it adds
 * `script-src` with the hash of every inline script it emits (island loaders, small page scripts),
 * so no page needs `'unsafe-inline'` for scripts.
 */
export const siteDirectives = [
  "default-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
] as const;

export const scriptSources = ["'self'"] as const;
// React islands set `style` attributes, which hashes cannot allow; Astro emits no style hashes then.
export const styleSources = ["'self'", "'unsafe-inline'"] as const;

/** For answers Astro did not build (assets, a missing build): no inline script may run at all. */
export const policyWithoutInlineScripts = [
  ...siteDirectives,
  `script-src ${scriptSources.join(' ')}`,
  `style-src ${styleSources.join(' ')}`,
].join('; ');
