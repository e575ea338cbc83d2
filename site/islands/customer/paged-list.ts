import { ApiError } from '../../../shared/api-client.ts';

// The customer's lists answer in pages (`Link: <…>; rel="next"` while more follow). The dashboard
// counts and shows whole lists, so it reads every page; a customer's records number in the dozens.

/** The address of the next page in a `Link` header, or undefined on the last page. */
export function nextPageAddress(link: string | null): string | undefined {
  if (!link) return undefined;
  for (const part of link.split(',')) {
    const match = /^\s*<([^>]*)>\s*;(.*)$/.exec(part);
    if (match && /(?:^|;)\s*rel="?next"?\s*(?:;|$)/.test(match[2] ?? '')) return match[1];
  }
  return undefined;
}

/** Guards against a server that keeps answering with a next page. */
const maxPages = 50;

/** Every row of a paged list, page by page; throws ApiError on a non-OK answer. */
export async function getAllPages<Row>(path: string, signal?: AbortSignal): Promise<Row[]> {
  const rows: Row[] = [];
  let address: string | undefined = path;
  for (let page = 0; address !== undefined && page < maxPages; page += 1) {
    const response: Response = await fetch(address, { credentials: 'include', headers: { Accept: 'application/json' }, signal });
    const text = await response.text();
    if (!response.ok) throw new ApiError(response.status, response.statusText, text);
    rows.push(...(JSON.parse(text) as Row[]));
    address = nextPageAddress(response.headers.get('Link'));
  }
  return rows;
}
