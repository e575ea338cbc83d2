import { describe, expect, it } from 'vitest';
import { tabHref, tabNamed, tabOfQuery } from '#site/islands/portal/tab-address.ts';

const dashboardTabs = ['messages', 'upload', 'files', 'profile'] as const;

describe('a page tab in the address', () => {
  it('opens the tab the address names', () => {
    expect(tabOfQuery(dashboardTabs, '?tab=upload')).toBe('upload');
    expect(tabOfQuery(dashboardTabs, 'tab=files&other=1')).toBe('files');
  });

  it('opens the first tab for no name, an empty one or one the page does not have', () => {
    expect(tabOfQuery(dashboardTabs, '')).toBe('messages');
    expect(tabOfQuery(dashboardTabs, '?tab=')).toBe('messages');
    expect(tabOfQuery(dashboardTabs, '?tab=settings')).toBe('messages');
    expect(tabNamed(dashboardTabs, null)).toBe('messages');
  });

  it("links to a tab on the page's own path", () => {
    expect(tabHref('create-account')).toBe('?tab=create-account');
  });
});
