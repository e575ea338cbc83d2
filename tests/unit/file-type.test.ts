import { describe, expect, test } from 'vitest';
import { contentMismatchMessage, createTextCheck, decideFileType } from '#api/storage/file-type.ts';
import { uploadExtensions } from '#shared/uploads.ts';

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(values.flatMap((value) => (typeof value === 'string' ? [...Buffer.from(value, 'latin1')] : [value])));

const samples = {
  pdf: bytes('%PDF-1.7\n%âãÏÓ'),
  png: bytes(0x89, 'PNG\r\n', 0x1a, 0x0a, 0, 0, 0, 13),
  jpeg: bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16, 'JF'),
  gif87: bytes('GIF87a', 1, 0),
  gif89: bytes('GIF89a', 1, 0),
  zip: bytes('PK', 3, 4, 20, 0, 6, 0),
  emptyZip: bytes('PK', 5, 6, 0, 0, 0, 0),
  ole: bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1),
  html: bytes('<!doctype html><script>'),
};

describe('file types decided from extension and leading bytes', () => {
  test.each([
    ['pdf', samples.pdf, 'application/pdf'],
    ['png', samples.png, 'image/png'],
    ['jpg', samples.jpeg, 'image/jpeg'],
    ['jpeg', samples.jpeg, 'image/jpeg'],
    ['gif', samples.gif87, 'image/gif'],
    ['gif', samples.gif89, 'image/gif'],
    ['zip', samples.zip, 'application/zip'],
    ['zip', samples.emptyZip, 'application/zip'],
    ['docx', samples.zip, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['xlsx', samples.zip, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['pptx', samples.zip, 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
    ['doc', samples.ole, 'application/msword'],
    ['xls', samples.ole, 'application/vnd.ms-excel'],
    ['ppt', samples.ole, 'application/vnd.ms-powerpoint'],
  ])('a .%s file with the right leading bytes is stored as %#', (extension, leading, mimeType) => {
    expect(decideFileType(extension, leading)).toEqual({ mimeType, mustBeText: false });
  });

  test.each([
    ['pdf', samples.png],
    ['png', samples.jpeg],
    ['jpg', samples.gif89],
    ['gif', samples.pdf],
    ['docx', samples.ole],
    ['doc', samples.zip],
    ['xlsx', samples.html],
    ['pdf', bytes('%PD')],
    ['png', new Uint8Array()],
  ])('a .%s file with other leading bytes is refused', (extension, leading) => {
    expect(decideFileType(extension, leading)).toBeUndefined();
  });

  test('an extension outside every form is refused whatever the content', () => {
    expect(decideFileType('exe', bytes('MZ'))).toBeUndefined();
    expect(decideFileType('html', samples.html)).toBeUndefined();
    expect(decideFileType('', samples.pdf)).toBeUndefined();
  });

  test('text files are decided by their whole content, not their first bytes', () => {
    expect(decideFileType('txt', samples.png)).toEqual({ mimeType: 'text/plain; charset=utf-8', mustBeText: true });
    expect(decideFileType('csv', bytes('a,b\n'))).toEqual({ mimeType: 'text/csv; charset=utf-8', mustBeText: true });
  });

  test('every extension an upload form accepts has a content check', () => {
    for (const extension of new Set(Object.values(uploadExtensions).flat())) {
      expect(contentMismatchMessage(extension)).toMatch(new RegExp(`^This \\.${extension} file does not contain `));
    }
  });

  test('a mismatch message names the extension and what it should hold', () => {
    expect(contentMismatchMessage('pdf')).toBe('This .pdf file does not contain a PDF document');
    expect(contentMismatchMessage('csv')).toBe('This .csv file does not contain UTF-8 text');
  });
});

describe('text content check', () => {
  const check = (...chunks: Uint8Array[]) => {
    const text = createTextCheck();
    return chunks.every((chunk) => text.push(chunk)) && text.end();
  };

  test('UTF-8 text passes, with or without a byte order mark', () => {
    expect(check(Buffer.from('slip,vessel\nA-12,Cajun Pride\n'))).toBe(true);
    expect(check(Buffer.from('\uFEFFRelevé, 🚤\n'))).toBe(true);
    expect(check()).toBe(true);
  });

  test('a character split across chunks is judged whole', () => {
    const boat = Buffer.from('🚤');
    expect(check(boat.subarray(0, 1), boat.subarray(1, 3), boat.subarray(3))).toBe(true);
  });

  test('a NUL byte fails, wherever it is', () => {
    expect(check(Buffer.from('fine\n'), bytes('a', 0, 'b'))).toBe(false);
  });

  test('bytes that are not UTF-8 fail', () => {
    expect(check(bytes('caf', 0xe9))).toBe(false);
    expect(check(bytes(0xff, 0xfe, 'a', 0))).toBe(false);
  });

  test('content ending inside a character fails', () => {
    expect(check(Buffer.from('🚤').subarray(0, 2))).toBe(false);
  });
});
