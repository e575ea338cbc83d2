import { describe, expect, test } from 'vitest';
import { requestedDescription } from '#site/islands/quote/requested-service.ts';
import { quoteRequestHref } from '#site/lib/quote-request-link.ts';

describe('the description a match carries into the quote form', () => {
  test('reads back what the visitor typed, whatever its characters', () => {
    const typed = 'Fuel tank leaking into the bilge & the engine room smells of diesel — 50% full?';
    const href = quoteRequestHref('tank-cleaning', typed);
    expect(href.startsWith('/quote-request?service=tank-cleaning&description=')).toBe(true);
    expect(requestedDescription(new URL(href, 'https://example.com').search)).toBe(typed);
  });

  test('a service page link carries none, and a blank one reads as none', () => {
    expect(quoteRequestHref('rigging')).toBe('/quote-request?service=rigging');
    expect(requestedDescription('?service=rigging')).toBeUndefined();
    expect(requestedDescription('?service=rigging&description=%20%20')).toBeUndefined();
  });
});
