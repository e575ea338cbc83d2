// Stripe's documented sources for Stripe.js and Elements (docs.stripe.com/security/guide, CSP):
// the script, the iframes that hold the card fields and 3-D Secure, the API they call, card-brand images.
const stripeSources: Record<string, readonly string[]> = {
  'script-src': ['https://js.stripe.com', 'https://*.js.stripe.com'],
  'frame-src': ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  'connect-src': ['https://api.stripe.com'],
  'img-src': ['https://*.stripe.com'],
};

/**
 * The site's Content-Security-Policy widened for Stripe Elements. Only the checkout page sends it,
 * so every other page keeps the strict policy. A directive the policy leaves out falls back to
 * `default-src`, so it starts from that one's sources.
 */
export function withStripeSources(policy: string): string {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  const fallback = directives.get('default-src') ?? [];
  for (const [name, sources] of Object.entries(stripeSources)) {
    const current = (directives.get(name) ?? fallback).filter((source) => source !== "'none'");
    directives.set(name, [...current, ...sources.filter((source) => !current.includes(source))]);
  }
  return [...directives].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}
