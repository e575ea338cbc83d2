import { describe, expect, test } from 'vitest';
import { csvDocument, csvField } from '#api/lib/csv.ts';

describe('csvField', () => {
  test('plain text stays as it is; nothing becomes an empty field', () => {
    expect(csvField('Gulf Tide Offshore')).toBe('Gulf Tide Offshore');
    expect(csvField(42)).toBe('42');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField('')).toBe('');
  });

  test('a quote is doubled inside a quoted field', () => {
    expect(csvField('The "Gulf Tide"')).toBe('"The ""Gulf Tide"""');
  });

  test('commas and line breaks are quoted, the line breaks kept', () => {
    expect(csvField('Larose, LA')).toBe('"Larose, LA"');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
    expect(csvField('line one\r\nline two')).toBe('"line one\r\nline two"');
  });

  test.each(['=SUM(A1:A9)', '+1 985 555 0101', '-2+3', '@cmd', '\tindented', '\rreturn'])('%j opens as text, not a formula', (value) => {
    const field = csvField(value);
    expect(field.replace(/^"/, '').startsWith(`'${value.slice(0, 1)}`)).toBe(true);
  });

  test('a neutralised field that also needs quotes is quoted around the apostrophe', () => {
    expect(csvField('=HYPERLINK("http://evil.example","click")')).toBe(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(csvField('\rreturn')).toBe(`"'\rreturn"`);
  });

  test('characters that only start a formula at the beginning are left alone elsewhere', () => {
    expect(csvField('a=b+c-d@e')).toBe('a=b+c-d@e');
  });
});

describe('csvDocument', () => {
  test('a header line and one line per row, each ended by CRLF', () => {
    expect(
      csvDocument(
        ['Name', 'Note'],
        [
          ['Remy', 'said "hi"'],
          ['Danielle', null],
        ],
      ),
    ).toBe('Name,Note\r\nRemy,"said ""hi"""\r\nDanielle,\r\n');
  });

  test('an empty list is the header alone', () => {
    expect(csvDocument(['Name'], [])).toBe('Name\r\n');
  });
});
