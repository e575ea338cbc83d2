import { describe, expect, it } from 'vitest';
import { fileKind } from '#site/islands/documents/file-kind.ts';
import { isFiltered, libraryAddress, noFilters } from '#site/islands/documents/library-filters.ts';
import { shareStatus } from '#site/islands/documents/share-status.ts';

const query = (address: string) => Object.fromEntries(new URL(address, 'http://localhost').searchParams);

describe('libraryAddress', () => {
  it('sends no filter while each is "all" and the search is blank', () => {
    expect(query(libraryAddress({ ...noFilters, search: '   ' }))).toEqual({ limit: '24' });
  });

  it('sends the trimmed search as q, the category, the access level and the trash when chosen', () => {
    const address = libraryAddress({
      search: '  Gulf Tide ',
      categoryId: 'c0ffee00-0000-4000-8000-000000000001',
      accessLevel: 'public',
      trash: true,
    });
    expect(address.startsWith('/api/documents?')).toBe(true);
    expect(query(address)).toEqual({
      limit: '24',
      q: 'Gulf Tide',
      categoryId: 'c0ffee00-0000-4000-8000-000000000001',
      accessLevel: 'public',
      status: 'trashed',
    });
  });

  it('encodes a search with & and % as one value', () => {
    expect(query(libraryAddress({ ...noFilters, search: 'R&D 100%' })).q).toBe('R&D 100%');
  });
});

describe('isFiltered', () => {
  it('is false for the defaults and true once any filter or search words are set', () => {
    expect(isFiltered(noFilters)).toBe(false);
    expect(isFiltered({ ...noFilters, trash: true })).toBe(false);
    expect(isFiltered({ ...noFilters, search: 'survey' })).toBe(true);
    expect(isFiltered({ ...noFilters, accessLevel: 'internal' })).toBe(true);
  });
});

describe('fileKind', () => {
  it.each([
    ['application/pdf', 'a.bin', 'pdf'],
    ['image/png', 'deck.png', 'image'],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'x', 'word'],
    ['application/msword', 'x', 'word'],
    ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'x', 'excel'],
    ['application/vnd.ms-powerpoint', 'x', 'powerpoint'],
    ['application/octet-stream', 'Tariff.XLSX', 'excel'],
    ['application/octet-stream', 'notes', 'other'],
  ] as const)('%s named %s is %s', (mimeType, fileName, kind) => {
    expect(fileKind(mimeType, fileName)).toBe(kind);
  });
});

describe('shareStatus', () => {
  it('reads revoked before expired, and active otherwise', () => {
    expect(shareStatus({ active: false, revoked: true }).label).toBe('Revoked');
    expect(shareStatus({ active: false, revoked: false }).label).toBe('Expired');
    expect(shareStatus({ active: true, revoked: false }).label).toBe('Active');
  });
});
