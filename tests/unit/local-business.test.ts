import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { companySchema } from '#shared/content/schemas.ts';
import { localBusinessJsonLd, openingDays } from '#site/lib/local-business.ts';

describe('opening days', () => {
  test('reads a range, a reversed range, single days and lists', () => {
    expect(openingDays('Monday–Saturday')).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
    expect(openingDays('Monday to Friday, Sunday')).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Sunday']);
    expect(openingDays('Saturday-Monday')).toEqual(['Saturday', 'Sunday', 'Monday']);
  });

  test('refuses text that is not days of the week, naming the content field', () => {
    expect(() => openingDays('Weekdays')).toThrow(/hours\.days: "Weekdays"/);
  });
});

test('the company file gives a LocalBusiness in Larose with a 24/7 emergency contact point', () => {
  const [entry] = JSON.parse(readFileSync('content/company.json', 'utf8')) as unknown[];
  const company = companySchema.parse(entry);
  const data = localBusinessJsonLd(company, new URL('https://bayoulafourchemarine.example'));

  expect(data).toMatchObject({
    '@type': 'LocalBusiness',
    url: 'https://bayoulafourchemarine.example/',
    address: { '@type': 'PostalAddress', addressLocality: 'Larose', addressRegion: 'LA' },
    openingHoursSpecification: [{ opens: company.hours.opens, closes: company.hours.closes }],
  });
  const emergency = data.contactPoint.find((point) => point.contactType === 'emergency');
  expect(emergency?.telephone).toBe(company.phones.emergency.tel);
  expect(emergency?.hoursAvailable).toMatchObject({ opens: '00:00', closes: '23:59' });
  expect(emergency?.hoursAvailable?.dayOfWeek).toHaveLength(7);
});
