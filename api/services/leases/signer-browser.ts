/** Where a signer's request came from: the address (as trusted behind the configured proxies) and browser. */
export interface SignerBrowser {
  clientIp: string;
  userAgent: string | null;
}
