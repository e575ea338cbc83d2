// The admin area's pages. The dashboard and the test page render for anyone (a sign-in dialog in
// place of the office's data when no staff session comes with the request); the sign-in page sends
// a signed-in member of staff on to the dashboard.

export const adminPages = { login: '/admin/login', dashboard: '/admin', test: '/admin/test' } as const;

const withoutTrailingSlash = (path: string) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);

const staffPages = new Set<string>(Object.values(adminPages));

/** Pages whose render needs to know the member of staff, if any. */
export function needsStaff(path: string): boolean {
  return staffPages.has(withoutTrailingSlash(path));
}

/** Where a signed-in member of staff goes instead of this page; undefined when the page is theirs to see. */
export function staffElsewhere(path: string): string | undefined {
  return withoutTrailingSlash(path) === adminPages.login ? adminPages.dashboard : undefined;
}
