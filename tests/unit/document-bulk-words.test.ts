import { describe, expect, test } from 'vitest';
import { bulkOutcome, bulkQuestion } from '#site/islands/documents/bulk-words.ts';
import { addressWithView, viewFromSearch } from '#site/islands/documents/library-view.ts';

const result = (changed: number, failed: { title: string | null; message: string }[] = []) => ({
  changed: Array.from({ length: changed }, () => ({}) as never),
  failed: failed.map((failure, index) => ({ id: String(index), ...failure })),
});

describe('bulk change words', () => {
  test('the question names the count and the change', () => {
    expect(bulkQuestion({ categoryId: 'c' }, 3, 'Insurance')).toBe('Move 3 documents to Insurance?');
    expect(bulkQuestion({ categoryId: null }, 1, undefined)).toBe('Take 1 document out of their category?');
    expect(bulkQuestion({ accessLevel: 'public' }, 2, undefined)).toBe('Make 2 documents Public?');
    expect(bulkQuestion({ delete: true }, 2, undefined)).toBe('Delete 2 documents?');
  });

  test('the outcome says what changed and names each document left as it was', () => {
    expect(bulkOutcome({ categoryId: 'c' }, result(3), 'Insurance')).toEqual({ done: '3 documents moved to Insurance', failed: undefined });
    expect(bulkOutcome({ accessLevel: 'customer' }, result(1), undefined).done).toBe('1 document made Customer');
    expect(
      bulkOutcome(
        { delete: true },
        result(1, [
          { title: 'COI', message: 'This document is already in the trash.' },
          { title: null, message: 'Document not found' },
        ]),
        undefined,
      ),
    ).toEqual({
      done: '1 document moved to the trash',
      failed: 'Not changed: COI (This document is already in the trash.); A document no longer in the library (Document not found)',
    });
  });
});

describe('the library view in the address', () => {
  test('?view=list is the list, anything else the cards', () => {
    expect(viewFromSearch('?view=list')).toBe('list');
    expect(viewFromSearch('?view=table')).toBe('cards');
    expect(viewFromSearch('')).toBe('cards');
  });

  test('the cards need no parameter; other parameters stay', () => {
    expect(addressWithView('https://marina.example/documents?x=1', 'list')).toBe('/documents?x=1&view=list');
    expect(addressWithView('https://marina.example/documents?view=list#top', 'cards')).toBe('/documents#top');
  });
});
