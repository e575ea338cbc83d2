import { describe, expect, test } from 'vitest';
import { currentNavHref, isCurrentPage } from '#site/lib/navigation.ts';

describe('the current top-navigation entry', () => {
  test.each([
    ['/', '/'],
    ['/about', '/about'],
    ['/about/', '/about'],
    ['/specialists', '/specialists'],
    ['/contact', '/contact'],
    ['/services', '/services'],
    ['/services/crew-changes', '/services'],
    ['/recommendations', '/services'],
    // Ship brokering lives under /services but has its own entry, and only that entry is current.
    ['/services/ship-brokering', '/services/ship-brokering'],
  ])('%s marks %s', (pathname, href) => {
    expect(currentNavHref(pathname)).toBe(href);
  });

  test('Home is current on an exact match only', () => {
    expect(currentNavHref('/berths')).toBeUndefined();
    expect(currentNavHref('/404')).toBeUndefined();
  });

  test('a prefix matches whole path segments, not the start of a longer name', () => {
    expect(currentNavHref('/aboutus')).toBeUndefined();
    expect(currentNavHref('/services-old')).toBeUndefined();
    expect(currentNavHref('/services/ship-brokering-africa')).toBe('/services');
  });
});

test('a menu item is the current page only on its exact path', () => {
  expect(isCurrentPage('/services/rigging', '/services/rigging/')).toBe(true);
  expect(isCurrentPage('/services', '/services/rigging')).toBe(false);
});
