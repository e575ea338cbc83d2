import type { Company } from '#shared/content/schemas.ts';

const weekDays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/**
 * Reads company hours' days ("Monday–Saturday", "Monday–Friday, Sunday") as schema.org day names.
 * Text it cannot read stops the build: search engines would otherwise publish wrong opening hours.
 */
export function openingDays(days: string): string[] {
  return days.split(',').flatMap((part) => {
    const [from = '', to = from] = part.split(/[–—-]|\bto\b/).map((day) => day.trim());
    const start = weekDays.indexOf(from);
    const end = weekDays.indexOf(to);
    if (start < 0 || end < 0) throw new Error(`content/company.json hours.days: "${part.trim()}" is not a day or a range of days`);
    return end >= start ? weekDays.slice(start, end + 1) : [...weekDays.slice(start), ...weekDays.slice(0, end + 1)];
  });
}

/** The schema.org LocalBusiness description of the company, for a JSON-LD script. */
export function localBusinessJsonLd(company: Company, site: URL) {
  const url = new URL('/', site).href;
  const { address, phones, emails, hours } = company;
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${url}#business`,
    name: company.name,
    legalName: company.legalName,
    description: company.description,
    slogan: company.tagline,
    foundingDate: String(company.founded),
    url,
    telephone: phones.main.tel,
    email: emails.operations,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: company.geo.latitude, longitude: company.geo.longitude },
    areaServed: company.emergency.coverage,
    openingHoursSpecification: [
      { '@type': 'OpeningHoursSpecification', dayOfWeek: openingDays(hours.days), opens: hours.opens, closes: hours.closes },
    ],
    contactPoint: [
      { '@type': 'ContactPoint', contactType: 'customer service', telephone: phones.main.tel, email: emails.operations },
      {
        '@type': 'ContactPoint',
        contactType: 'emergency',
        telephone: phones.emergency.tel,
        // 00:00 to 23:59 every day is how schema.org consumers read "open around the clock".
        hoursAvailable: { '@type': 'OpeningHoursSpecification', dayOfWeek: weekDays, opens: '00:00', closes: '23:59' },
      },
    ],
  };
}
