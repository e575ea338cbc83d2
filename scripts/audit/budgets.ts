import type { CategoryId } from './lighthouse.ts';

/** The budgets of ../shared/QUALITY.md. */
export const budgets = {
  /** JavaScript on a marketing page without a form, gzipped (1 KB = 1,000 bytes: the stricter reading). */
  marketingJsBytes: 10_000,
  lighthouse: { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 } satisfies Record<CategoryId, number>,
  vnuErrors: 0,
} as const;

/**
 * Pages whose purpose is a form or an app screen (spec part 1 §2 and part 2): the JavaScript
 * budget does not apply to them. Matched on whole path segments: `/client` covers `/client/dashboard`.
 */
const formRoutes = ['/contact', '/schedule', '/quote-request', '/recommendations', '/berths', '/berth-checkout', '/documents', '/customer', '/client', '/admin'];

export type PageKind = 'marketing' | 'form';

export function pageKind(path: string, html: string): PageKind {
  const pathname = path.split('?')[0] ?? '/';
  const isFormRoute = formRoutes.some((route) => pathname === route || pathname.startsWith(`${route}/`));
  // A page not in the list that renders a <form> is a form page too (the budget's own words).
  return isFormRoute || /<form[\s>]/i.test(html) ? 'form' : 'marketing';
}
