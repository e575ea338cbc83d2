/** The path a share token is opened at; the token is the whole capability. */
const shareOpenPath = '/api/shares/';

/** The link as mailed and shown once: on the site's public origin, carrying the token. */
export function shareLink(origin: string, token: string): string {
  return new URL(`${shareOpenPath}${token}`, origin).href;
}
