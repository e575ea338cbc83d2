import fc from 'fast-check';
import { beforeAll, describe, expect, test } from 'vitest';
import { addDays, facilityToday } from '#shared/stay-dates.ts';
import { required } from '#tests/setup/required.ts';
import { createTestApp, sendJson } from '#tests/setup/test-app.ts';
import { berthNamed, seedBerths } from './berth-booking-fixtures.ts';

// Every JSON endpoint that takes text, with a body valid in every field, each text field filled.
// The property puts characters no one types inside one field and expects a 400 naming that field.

let harness: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  harness = await createTestApp({ RATE_LIMIT: 'off' });
  // The reservation's body is valid only with a berth that exists.
  required(endpoints['berth reservation'], 'the berth reservation endpoint').body.berthId = berthNamed(
    await seedBerths(harness.db),
    'Outer 1',
  ).id;
});

const touch = (landingPage: string) => ({
  utmSource: 'google',
  utmMedium: 'cpc',
  utmCampaign: 'crew-change-2026',
  utmTerm: 'crew boat',
  utmContent: 'banner',
  referrer: 'https://www.google.com/',
  landingPage,
  at: '2026-11-01T14:00:00.000Z',
});
const attribution = { firstTouch: touch('/services/crew-changes'), lastTouch: touch('/contact') };

const contactRequest = {
  source: 'contact',
  firstName: 'Danielle',
  lastName: 'Guidry',
  company: 'Gulf Tide Offshore',
  email: 'danielle@gulftide.example',
  phone: '(985) 555-0101',
  serviceType: 'Tank Cleaning',
  urgency: 'standard',
  projectDetails: 'Two cargo tanks on the M/V Gulf Tide need cleaning.',
  website: 'no',
  attribution,
};

const someId = crypto.randomUUID();

interface Endpoint {
  path: string;
  body: Record<string, unknown>;
  /** Textareas, where tabs and line breaks are typed. */
  multiLine: string[];
}

const endpoints: Record<string, Endpoint> = {
  'contact request': { path: '/api/service-requests', body: contactRequest, multiLine: ['projectDetails'] },
  'schedule request': {
    path: '/api/service-requests',
    body: {
      ...contactRequest,
      source: 'schedule',
      serviceType: 'Crew Changes',
      preferredDate: addDays(facilityToday(), 10),
      preferredTime: '8:00 AM',
      duration: 'Half day',
      location: 'Port Fourchon, Slip 14',
    },
    multiLine: ['projectDetails'],
  },
  quote: {
    path: '/api/quotes',
    body: {
      contactName: 'Remy Broussard',
      contactEmail: 'remy@bayourunner.example',
      contactPhone: '(985) 555-0144',
      company: 'Bayou Runner Marine',
      projectTitle: 'Deck plate renewal',
      projectDescription: 'Renew 40 square feet of corroded deck plate on the aft deck.',
      location: 'Larose, LA',
      vesselType: 'Offshore Supply Vessel (OSV)',
      vesselSpecs: '180 ft, 40 ft beam',
      timeframe: 'Within 1 month',
      priority: 'standard',
      website: 'no',
      attribution,
    },
    multiLine: ['projectDescription', 'vesselSpecs'],
  },
  recommendation: {
    path: '/api/recommendations',
    body: {
      projectDescription: 'Hull blasting and coating before a survey.',
      vesselType: 'Offshore Supply Vessel (OSV)',
      vesselSpecs: '180 ft, 40 ft beam',
      timeframe: 'next month',
      urgency: 'standard',
      location: 'Larose, LA',
      budget: 'Under $10K',
    },
    multiLine: ['projectDescription', 'vesselSpecs'],
  },
  'berth reservation': {
    path: '/api/berth-reservations',
    body: {
      berthId: 'set once the berths are seeded',
      vesselName: 'M/V Grand Isle Runner',
      vesselLength: 120,
      vesselDraft: 12,
      contactName: 'Claire Thibodaux',
      contactEmail: 'claire@grandisle.example',
      contactPhone: '(985) 555-0110',
      company: 'Grand Isle Offshore LLC',
      arrivalDate: addDays(facilityToday(), 10),
      departureDate: addDays(facilityToday(), 17),
      purpose: 'crew-change',
      specialRequirements: 'Shore power, 50 A.',
    },
    multiLine: ['specialRequirements'],
  },
  'lease info': {
    path: `/api/berth-reservations/${someId}/generate-lease`,
    body: {
      lesseeAddress: '1201 Rue de l’Église',
      lesseeCity: 'Cut Off',
      lesseeState: 'LA',
      lesseeZip: '70345',
      specialTerms: 'Crew parking: 2 spaces.',
    },
    multiLine: ['specialTerms'],
  },
  'lease signature': {
    path: `/api/leases/${someId}/sign`,
    body: { signerName: 'Claire Thibodaux', signerTitle: 'Operations Manager', signature: 'Claire Thibodaux' },
    multiLine: [],
  },
  'payment confirmation': {
    path: `/api/berth-reservations/${someId}/confirm-payment`,
    body: { paymentIntentId: 'pi_3Nabc' },
    multiLine: [],
  },
  'test card payment': {
    path: '/api/payments/test/confirm',
    body: { clientSecret: 'pi_3Nabc_secret_xyz', cardNumber: '4242 4242 4242 4242' },
    multiLine: [],
  },
};

/** The dotted path of every string in a body, e.g. `attribution.firstTouch.referrer`. */
function textFields(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => textFields(inner, prefix ? `${prefix}.${key}` : key));
}

function withText(body: Record<string, unknown>, field: string, text: string): Record<string, unknown> {
  const [key, ...rest] = field.split('.') as [string, ...string[]];
  return { ...body, [key]: rest.length === 0 ? text : withText(body[key] as Record<string, unknown>, rest.join('.'), text) };
}

const readText = (body: Record<string, unknown>, field: string) =>
  field.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], body) as string;

const character = (codePoints: fc.Arbitrary<number>) => codePoints.map((codePoint) => String.fromCharCode(codePoint));
const lineBreaksAndTab = new Set([0x09, 0x0a, 0x0d]);

/** NUL, the other C0 controls (tab and line breaks too, outside textareas), DEL, C1 controls and lone surrogates. */
const untypeable = (multiLine: boolean) =>
  fc.oneof(
    fc.constant('\u0000'),
    character(fc.integer({ min: 0x01, max: 0x1f }).filter((codePoint) => !(multiLine && lineBreaksAndTab.has(codePoint)))),
    character(fc.integer({ min: 0x7f, max: 0x9f })),
    character(fc.integer({ min: 0xd800, max: 0xdfff })),
  );

/** Where and what to put inside the field: inside its text, so trimming cannot take it away. */
const injection = (endpoint: Endpoint) =>
  fc.constantFrom(...textFields(endpoint.body)).chain((field) =>
    fc.record({
      field: fc.constant(field),
      text: fc
        .tuple(fc.string({ maxLength: 3 }), untypeable(endpoint.multiLine.includes(field)), fc.string({ maxLength: 3 }))
        .map((parts) => parts.join('')),
      at: fc.nat(),
    }),
  );

describe.each(Object.entries(endpoints))('%s', (_name, endpoint) => {
  test('the valid body passes validation', async () => {
    const response = await sendJson(harness.app, 'POST', endpoint.path, endpoint.body);
    expect(response.status).toBeLessThan(500);
    expect(await response.json()).not.toMatchObject({ code: 'validation_failed' });
  });

  test('a character no one types in any text field answers 400 naming that field, never 5xx', async () => {
    const everyFieldOnce = textFields(endpoint.body).map(
      (field) => [{ field, text: '\u0000', at: 1 }] as [{ field: string; text: string; at: number }],
    );
    await fc.assert(
      fc.asyncProperty(injection(endpoint), async ({ field, text, at }) => {
        const original = readText(endpoint.body, field);
        const inside = 1 + (at % (original.length - 1));
        const body = withText(endpoint.body, field, original.slice(0, inside) + text + original.slice(inside));
        const response = await sendJson(harness.app, 'POST', endpoint.path, body);
        expect(response.status).toBe(400);
        const answer = await response.json();
        expect(answer.code).toBe('validation_failed');
        expect(answer.errors).toHaveProperty([field]);
      }),
      { numRuns: 50, examples: everyFieldOnce },
    );
  });
});
