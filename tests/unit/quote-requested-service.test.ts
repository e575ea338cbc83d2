import { describe, expect, test } from 'vitest';
import { requestedService } from '#site/islands/quote/requested-service.ts';

const services = [
  { slug: 'tank-cleaning', title: 'Tank Cleaning' },
  { slug: 'crew-changes', title: 'Crew Changes' },
];

describe('requestedService', () => {
  test('the slug in ?service= names that service', () => {
    expect(requestedService('?service=tank-cleaning', services)).toEqual({ slug: 'tank-cleaning', title: 'Tank Cleaning' });
    expect(requestedService('?utm_source=mail&service=crew-changes', services)?.title).toBe('Crew Changes');
  });

  test('an unknown, empty or missing slug names none', () => {
    expect(requestedService('?service=yacht-detailing', services)).toBeUndefined();
    expect(requestedService('?service=', services)).toBeUndefined();
    expect(requestedService('', services)).toBeUndefined();
  });
});
