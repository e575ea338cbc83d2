/** How staff see the library: cards, or a dense table to compare rows. */
export type LibraryView = 'cards' | 'list';

/** The view the address asks for (`?view=list`); anything else is the cards. */
export const viewFromSearch = (search: string): LibraryView => (new URLSearchParams(search).get('view') === 'list' ? 'list' : 'cards');

/** The address with the view in it, the cards being the default that needs no parameter. */
export function addressWithView(href: string, view: LibraryView): string {
  const url = new URL(href);
  if (view === 'list') url.searchParams.set('view', 'list');
  else url.searchParams.delete('view');
  return `${url.pathname}${url.search}${url.hash}`;
}
