import type { CategoryId } from './lighthouse.ts';

/** The budgets of ../shared/QUALITY.md. */
export const budgets = {
  /** JavaScript on a marketing page without a form, gzipped (1 KB = 1,000 bytes: the stricter reading). */
  marketingJsBytes: 10_000,
  lighthouse: { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 } satisfies Record<CategoryId, number>,
  /**
   * Lighthouse's Total Blocking Time on a public page stays under this (ms): the public pages' issue
   * sets it beside the score, since a page can reach 98 with most of its blocking budget spent.
   */
  totalBlockingTimeMs: 200,
  vnuErrors: 0,
  /**
   * App pages (portals, admin, documents, checkout), measured signed in as their user: all the
   * JavaScript the page loads on first load, gzipped, and two Lighthouse categories. Best practices
   * and SEO are reported, not budgeted: the pages are noindex by design.
   */
  app: {
    jsBytes: 150_000,
    lighthouse: { performance: 95, accessibility: 100 } satisfies Partial<Record<CategoryId, number>>,
  },
} as const;

/**
 * Pages whose purpose is a form or an app screen (spec part 1 §2 and part 2): the marketing
 * JavaScript budget does not apply to them. Matched on whole path segments: `/client` covers `/client/dashboard`.
 */
const formRoutes = [
  '/contact',
  '/schedule',
  '/quote-request',
  '/recommendations',
  '/berths',
  '/berth-checkout',
  '/documents',
  '/customer',
  '/client',
  '/admin',
];

/** `app`: a page of the signed-in app audit (`--app`), held to `budgets.app`. */
export type PageKind = 'marketing' | 'form' | 'app';

export function pageKind(path: string, html: string): PageKind {
  const pathname = path.split('?')[0] ?? '/';
  const isFormRoute = formRoutes.some((route) => pathname === route || pathname.startsWith(`${route}/`));
  // A page not in the list that renders a <form> is a form page too (the budget's own words).
  return isFormRoute || /<form[\s>]/i.test(html) ? 'form' : 'marketing';
}

/** The Total Blocking Time a page of this kind must stay under; undefined for app pages (their budget is the score). */
export function blockingTimeBudget(kind: PageKind): number | undefined {
  return kind === 'app' ? undefined : budgets.totalBlockingTimeMs;
}

/** The Lighthouse score a page of this kind must reach in a category; undefined when the category is not budgeted. */
export function lighthouseBudget(kind: PageKind, id: CategoryId): number | undefined {
  if (kind !== 'app') return budgets.lighthouse[id];
  const appBudgets: Partial<Record<CategoryId, number>> = budgets.app.lighthouse;
  return appBudgets[id];
}
