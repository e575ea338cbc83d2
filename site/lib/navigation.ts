export interface NavLink {
  href: string;
  label: string;
}

interface NavSection extends NavLink {
  /** Path prefixes that make this entry current; Home has none because it matches only itself. */
  prefixes: string[];
}

/** The top navigation, in order, on desktop and in the mobile menu. */
export const mainNav: NavSection[] = [
  { href: '/', label: 'Home', prefixes: [] },
  { href: '/services/ship-brokering', label: 'Ship Brokering', prefixes: ['/services/ship-brokering'] },
  { href: '/services', label: 'Services', prefixes: ['/services', '/recommendations'] },
  { href: '/specialists', label: 'Specialists', prefixes: ['/specialists'] },
  { href: '/about', label: 'About', prefixes: ['/about'] },
  { href: '/contact', label: 'Contact', prefixes: ['/contact'] },
];

/** The header's call to action, beside the navigation on desktop and in the phone menu. */
export const bookBerthHref = '/berths';

/** How many services, in content order, the Services menu lists by name. */
export const servicesInMenu = 7;

/** The three calls to action of the home hero and the mobile menu; the quote is the primary one. */
export const quickActions: (NavLink & { primary: boolean })[] = [
  { href: '/berths', label: 'Berths', primary: false },
  { href: '/schedule', label: 'Schedule Services', primary: false },
  { href: '/quote-request', label: 'Request Quote', primary: true },
];

const withoutTrailingSlash = (pathname: string) => pathname.replace(/\/+$/, '') || '/';
const isWithin = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * The href of the one top-level entry to mark current for a path, if any. Ship brokering is itself
 * a /services page, so two entries match it; the longest matching prefix wins, which makes only
 * "Ship Brokering" current there while every other /services page marks "Services".
 */
export function currentNavHref(pathname: string): string | undefined {
  const path = withoutTrailingSlash(pathname);
  if (path === '/') return '/';
  let best: { href: string; length: number } | undefined;
  for (const { href, prefixes } of mainNav) {
    for (const prefix of prefixes) {
      if (isWithin(path, prefix) && prefix.length > (best?.length ?? 0)) best = { href, length: prefix.length };
    }
  }
  return best?.href;
}

/** The exact page a link points to, ignoring a trailing slash (the dropdown's own items). */
export const isCurrentPage = (href: string, pathname: string) => withoutTrailingSlash(pathname) === href;
