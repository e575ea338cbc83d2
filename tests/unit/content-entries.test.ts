import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { parseFrontmatter, readJsonEntries } from '#api/content/content-entries.ts';

const entrySchema = z.object({ title: z.string().min(1), order: z.number().int() });
let scratch: string | undefined;

afterEach(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  scratch = undefined;
});

function fileWith(text: string): string {
  scratch = mkdtempSync(join(tmpdir(), 'content-'));
  const file = join(scratch, 'entries.json');
  writeFileSync(file, text);
  return file;
}

describe('parseFrontmatter', () => {
  test('splits the YAML block from the markdown body', () => {
    expect(parseFrontmatter('---\ntitle: Rigging\norder: 6\n---\n\nCranes and riggers.\n', 'rigging.md')).toEqual({
      frontmatter: { title: 'Rigging', order: 6 },
      body: 'Cranes and riggers.',
    });
  });
});

describe('readJsonEntries', () => {
  test('each entry with its id and its checked data', () => {
    const file = fileWith(JSON.stringify([{ id: 'first', title: 'First', order: 0, extra: true }]));
    expect(readJsonEntries(file, 'content/entries.json', entrySchema)).toEqual([{ id: 'first', data: { title: 'First', order: 0 } }]);
  });

  test('a file that is not an array, an entry without an id and a bad field are named', () => {
    expect(() => readJsonEntries(fileWith('{"id": "first"}'), 'content/entries.json', entrySchema)).toThrow(
      'content/entries.json: must hold an array of entries',
    );
    expect(() => readJsonEntries(fileWith('[{"title": "First", "order": 0}]'), 'content/entries.json', entrySchema)).toThrow(
      'content/entries.json[0]: needs a string id',
    );
    expect(() =>
      readJsonEntries(fileWith('[{"id": "first", "title": "First", "order": "one"}]'), 'content/entries.json', entrySchema),
    ).toThrow(/^content\/entries\.json "first": order: /);
  });
});
