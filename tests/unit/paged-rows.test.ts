import { describe, expect, it } from 'vitest';
import { nextPageAfter, rowsOfPages } from '#site/islands/ui/list-state/paged-rows.ts';

describe('the page after an answer', () => {
  it('is the address the answer named', () => {
    expect(nextPageAfter({ rows: [1, 2], next: '/api/admin/clients?limit=25&cursor=abc' })).toBe('/api/admin/clients?limit=25&cursor=abc');
  });

  it('is none after the last page, so "Load more" goes away', () => {
    expect(nextPageAfter({ rows: [3], next: undefined })).toBeUndefined();
    expect(nextPageAfter({ rows: [], next: undefined })).toBeUndefined();
  });
});

describe('the rows of the pages read', () => {
  it("are every page's rows, in the order the pages came", () => {
    const data = {
      pages: [
        { rows: ['a', 'b'], next: '/list?cursor=2' },
        { rows: ['c'], next: '/list?cursor=3' },
        { rows: ['d', 'e'], next: undefined },
      ],
      pageParams: ['/list', '/list?cursor=2', '/list?cursor=3'],
    };
    expect(rowsOfPages(data)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('are none when the only page is empty', () => {
    expect(rowsOfPages({ pages: [{ rows: [], next: undefined }], pageParams: ['/list'] })).toEqual([]);
  });

  it('pass over a page that came back empty', () => {
    const data = {
      pages: [
        { rows: [1], next: '/list?cursor=2' },
        { rows: [], next: '/list?cursor=3' },
        { rows: [2], next: undefined },
      ],
      pageParams: ['/list', '/list?cursor=2', '/list?cursor=3'],
    };
    expect(rowsOfPages(data)).toEqual([1, 2]);
  });
});
