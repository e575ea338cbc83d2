import type { DocumentAccessLevel } from '#shared/document-options.ts';

/** What the library shows: the search and the two filters ('' is "all"), and whether it is the trash. */
export interface LibraryFilters {
  search: string;
  categoryId: string;
  accessLevel: DocumentAccessLevel | '';
  trash: boolean;
}

export const noFilters: LibraryFilters = { search: '', categoryId: '', accessLevel: '', trash: false };

const documentsPageSize = 24;

/** The first page's address: each filter is sent only when it is not "all", the search only when it has words. */
export function libraryAddress({ search, categoryId, accessLevel, trash }: LibraryFilters): string {
  const query = new URLSearchParams({ limit: String(documentsPageSize) });
  if (search.trim() !== '') query.set('q', search.trim());
  if (categoryId !== '') query.set('categoryId', categoryId);
  if (accessLevel !== '') query.set('accessLevel', accessLevel);
  if (trash) query.set('status', 'trashed');
  return `/api/documents?${query}`;
}

export const isFiltered = ({ search, categoryId, accessLevel }: LibraryFilters) =>
  search.trim() !== '' || categoryId !== '' || accessLevel !== '';
