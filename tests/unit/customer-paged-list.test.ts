import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#shared/api-client.ts';
import { getAllPages, nextPageAddress } from '../../site/islands/customer/paged-list.ts';

describe('the next page of a list', () => {
  it('reads rel="next" from a Link header', () => {
    expect(nextPageAddress('</api/customer/service-requests?limit=100&cursor=abc>; rel="next"')).toBe(
      '/api/customer/service-requests?limit=100&cursor=abc',
    );
    expect(nextPageAddress('</a?page=1>; rel="prev", </a?page=3>; rel=next')).toBe('/a?page=3');
  });

  it('finds none on the last page', () => {
    expect(nextPageAddress(null)).toBeUndefined();
    expect(nextPageAddress('')).toBeUndefined();
    expect(nextPageAddress('</a?page=1>; rel="prev"')).toBeUndefined();
    expect(nextPageAddress('</a?page=1>; rel="nextish"')).toBeUndefined();
  });
});

describe('reading every page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('follows the links until the last page', async () => {
    const fetchMock = vi.fn(async (address: string) =>
      address === '/list?limit=2'
        ? new Response(JSON.stringify([1, 2]), { headers: { Link: '</list?limit=2&cursor=x>; rel="next"' } })
        : new Response(JSON.stringify([3])),
    );
    vi.stubGlobal('fetch', fetchMock);
    expect(await getAllPages<number>('/list?limit=2')).toEqual([1, 2, 3]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('throws the API error of a failed page', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ message: 'Sign in first' }), { status: 401 }));
    const failure = await getAllPages('/list').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).serverMessage).toBe('Sign in first');
  });
});
