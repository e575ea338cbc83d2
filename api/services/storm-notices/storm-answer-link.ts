/** The page where a tenant answers a storm stage's notice with one click, no sign-in needed. */
export function stormAnswerLink(siteUrl: URL | undefined, token: string): string | null {
  if (!siteUrl) return null;
  const url = new URL('/storm-answer', siteUrl);
  url.searchParams.set('token', token);
  return url.href;
}
