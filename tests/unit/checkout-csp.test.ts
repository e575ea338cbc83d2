import { describe, expect, it } from 'vitest';
import { siteHeaders } from '../../api/http/site-headers.ts';
import { withStripeSources } from '../../site/islands/checkout/stripe-content-security-policy.ts';

const directives = (policy: string) =>
  new Map(policy.split('; ').map((part) => {
    const [name = '', ...sources] = part.split(' ');
    return [name, sources];
  }));

describe('withStripeSources', () => {
  const policy = directives(withStripeSources(siteHeaders['Content-Security-Policy'] ?? ''));

  it('lets Stripe.js load and run its card iframes and API calls', () => {
    expect(policy.get('script-src')).toEqual(["'self'", "'unsafe-inline'", 'https://js.stripe.com', 'https://*.js.stripe.com']);
    expect(policy.get('frame-src')).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com']);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'https://*.stripe.com']);
  });

  it('keeps every other directive of the site’s policy as it was', () => {
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
  });

  it('does not keep a "none" next to the sources it adds', () => {
    expect(withStripeSources("default-src 'none'; connect-src 'none'")).toBe(
      "default-src 'none'; connect-src https://api.stripe.com; script-src https://js.stripe.com https://*.js.stripe.com; frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com; img-src https://*.stripe.com",
    );
  });
});
