import { describe, expect, it } from 'vitest';
import { siteDirectives } from '#api/http/site-policy.ts';
import { stripeDirectives } from '#site/islands/checkout/stripe-content-security-policy.ts';

const sourcesByDirective = (directives: readonly string[]) =>
  new Map(
    directives.map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );

describe('stripeDirectives', () => {
  const directives = sourcesByDirective(stripeDirectives(siteDirectives));

  it('lets Stripe.js run its card iframes and API calls, on top of the site’s own sources', () => {
    expect(directives.get('frame-src')).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com']);
    expect(directives.get('connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
    expect(directives.get('img-src')).toEqual(["'self'", 'data:', 'https://*.stripe.com']);
  });

  it('widens no other directive', () => {
    expect([...directives.keys()].sort()).toEqual(['connect-src', 'frame-src', 'img-src']);
  });

  it('does not keep a "none" next to the sources it adds', () => {
    expect(stripeDirectives(["default-src 'none'", "connect-src 'none'"])).toEqual([
      'frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com',
      'connect-src https://api.stripe.com',
      'img-src https://*.stripe.com',
    ]);
  });
});
