import type { APIContext } from 'astro';
import { siteDirectives } from '#api/http/site-policy.ts';

// Stripe's documented sources for Stripe.js and Elements (docs.stripe.com/security/guide, CSP):
// the script, the iframes that hold the card fields and 3-D Secure, the API they call, card-brand images.
const stripeScriptSources = ['https://js.stripe.com', 'https://*.js.stripe.com'] as const;
const stripeSources = {
  'frame-src': ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  'connect-src': ['https://api.stripe.com'],
  'img-src': ['https://*.stripe.com'],
} as const;

type StripeDirective = `${keyof typeof stripeSources} ${string}`;

/**
 * The site's directives that Stripe Elements needs widened, each with Stripe's sources added. A
 * directive the policy leaves out falls back to `default-src`, so it starts from that one's sources.
 */
export function stripeDirectives(directives: readonly string[]): StripeDirective[] {
  const sourcesOf = new Map(
    directives.map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name.toLowerCase(), sources] as const;
    }),
  );
  const fallback = sourcesOf.get('default-src') ?? [];
  const names = Object.keys(stripeSources) as (keyof typeof stripeSources)[];
  return names.map((name): StripeDirective => {
    const current = (sourcesOf.get(name) ?? fallback).filter((source) => source !== "'none'");
    const added = stripeSources[name].filter((source) => !current.includes(source));
    return `${name} ${[...current, ...added].join(' ')}`;
  });
}

/** Widens one page's policy for Stripe Elements: only the checkout page calls it, every other page stays strict. */
export function allowStripe(csp: NonNullable<APIContext['csp']>): void {
  for (const source of stripeScriptSources) csp.insertScriptResource(source);
  for (const directive of stripeDirectives(siteDirectives)) csp.insertDirective(directive);
}
