import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { nextSort, sortRows } from '#site/islands/ui/table/sort-rows.ts';

const boats = [
  { name: 'Sea Breeze', length: 42, arrival: '2026-12-12' },
  { name: 'ann marie', length: null, arrival: '2026-12-01' },
  { name: 'Boat 10', length: 65, arrival: null },
  { name: 'Boat 9', length: 42, arrival: '2026-12-05' },
];

describe('sortRows', () => {
  test('compares words without case and numbers within words by value', () => {
    expect(sortRows(boats, (boat) => boat.name, 'ascending').map((boat) => boat.name)).toEqual([
      'ann marie',
      'Boat 9',
      'Boat 10',
      'Sea Breeze',
    ]);
  });

  test('keeps empty values last both ways and ties in the order given', () => {
    expect(sortRows(boats, (boat) => boat.length, 'descending').map((boat) => boat.name)).toEqual([
      'Boat 10',
      'Sea Breeze',
      'Boat 9',
      'ann marie',
    ]);
    expect(sortRows(boats, (boat) => boat.arrival, 'ascending').map((boat) => boat.name)).toEqual([
      'ann marie',
      'Boat 9',
      'Sea Breeze',
      'Boat 10',
    ]);
  });

  test('leaves the rows given untouched and returns each row once', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.integer(), { nil: null })), (values) => {
        const rows = values.map((value, index) => ({ value, index }));
        const sorted = sortRows(rows, (row) => row.value, 'ascending');
        expect(rows.map((row) => row.index)).toEqual(values.map((_, index) => index));
        expect([...sorted].sort((a, b) => a.index - b.index)).toEqual(rows);
      }),
    );
  });
});

describe('nextSort', () => {
  test('starts a column its own way and turns it around on the next press', () => {
    const first = nextSort(null, 'arrival', 'descending');
    expect(first).toEqual({ column: 'arrival', direction: 'descending' });
    expect(nextSort(first, 'arrival', 'descending')).toEqual({ column: 'arrival', direction: 'ascending' });
    expect(nextSort(first, 'vessel', 'ascending')).toEqual({ column: 'vessel', direction: 'ascending' });
  });
});
