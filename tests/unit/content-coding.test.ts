import { expect, test } from 'vitest';
import { isCompressibleType, negotiateEncoding } from '#api/http/content-coding.ts';

test('brotli is preferred when the client accepts it as much as gzip', () => {
  expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
  expect(negotiateEncoding('br;q=1.0, gzip;q=1.0')).toBe('br');
  expect(negotiateEncoding('*')).toBe('br');
});

test('q-values decide: the higher one wins, q=0 refuses a coding', () => {
  expect(negotiateEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
  expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
  expect(negotiateEncoding('BR ; Q=0.8 , gzip;q=0.2')).toBe('br');
  expect(negotiateEncoding('*;q=0, gzip;q=0.3')).toBe('gzip');
  expect(negotiateEncoding('*;q=0.1, br;q=0')).toBe('gzip');
});

test('identity when the header is absent or accepts neither coding', () => {
  expect(negotiateEncoding(undefined)).toBeUndefined();
  expect(negotiateEncoding('')).toBeUndefined();
  expect(negotiateEncoding('identity')).toBeUndefined();
  expect(negotiateEncoding('deflate, zstd')).toBeUndefined();
  expect(negotiateEncoding('br;q=0, gzip;q=0')).toBeUndefined();
  expect(negotiateEncoding('gzip;q=oops')).toBeUndefined();
});

test('text formats are compressible; images, fonts, PDFs and event streams are not', () => {
  expect(isCompressibleType('text/html; charset=utf-8')).toBe(true);
  expect(isCompressibleType('application/json')).toBe(true);
  expect(isCompressibleType('image/svg+xml')).toBe(true);
  expect(isCompressibleType('application/manifest+json')).toBe(true);
  expect(isCompressibleType('image/png')).toBe(false);
  expect(isCompressibleType('application/pdf')).toBe(false);
  expect(isCompressibleType('text/event-stream')).toBe(false);
  expect(isCompressibleType('application/jsonl')).toBe(false);
  expect(isCompressibleType(undefined)).toBe(false);
});
