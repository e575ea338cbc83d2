/**
 * The domain of an email address, counted as one requester when it is not a common free-mail
 * provider (a company's or a script's own domain); null for a provider whose users are strangers
 * to each other, or an address with no domain.
 */
export function requesterDomain(email: string, commonProviders: readonly string[]): string | null {
  const domain = email
    .slice(email.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, '');
  if (!email.includes('@') || domain === '') return null;
  return commonProviders.includes(domain) ? null : domain;
}
