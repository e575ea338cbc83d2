import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import type { z } from 'zod';
import { parseFrontmatter, readJsonEntries, readMarkdownEntries } from '#api/content/content-entries.ts';
import {
  companySchema,
  companyValueSchema,
  historyEventSchema,
  policyPageSchema,
  serviceSchema,
  specialistSchema,
  testimonialSchema,
} from '#shared/content/schemas.ts';
import { required } from '#tests/setup/required.ts';

// Reads the real files in content/ in the shapes the site's loaders take (glob for markdown, file()
// for JSON arrays of entries with ids), through the reader the API uses, and checks them against
// the shared schemas.

const contentDir = fileURLToPath(new URL('../../content/', import.meta.url));

const SERVICE_IDS = [
  'ship-brokering',
  'crew-changes',
  'supply-runs',
  'vessel-support',
  'tank-cleaning',
  'project-management',
  'rigging',
  'dry-dock',
  'painting',
  'piping',
  'electrical',
  'steel-fabrication',
] as const;

const markdownEntries = <S extends z.ZodType>(folder: string, schema: S) => readMarkdownEntries(join(contentDir, folder), folder, schema);

function jsonEntries<S extends z.ZodType>(file: string, schema: S) {
  const entries = readJsonEntries(join(contentDir, file), file, schema);
  for (const { id } of entries) expect(id, `${file} ids are kebab-case`).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  return entries;
}

const services = markdownEntries('services', serviceSchema);
const byId = new Map(services.map((service) => [service.id, service]));

function expectUnique(values: unknown[]) {
  expect(new Set(values).size).toBe(values.length);
}

describe('services', () => {
  test('exactly the 12 service ids, ordered 0..11 in the spec order', () => {
    expect(services.map((service) => service.id).sort()).toEqual([...SERVICE_IDS].sort());
    for (const [index, id] of SERVICE_IDS.entries()) expect(byId.get(id)?.data.order).toBe(index);
  });

  test('every service has a description, a full set of lists and its own illustration', () => {
    for (const { id, data, body } of services) {
      expect(body.split(/\n\s*\n/).length, `${id} body paragraphs`).toBeGreaterThanOrEqual(2);
      expect(data.subServices.length, `${id} subServices`).toBeGreaterThanOrEqual(3);
      expect(data.subServices.length, `${id} subServices`).toBeLessThanOrEqual(5);
      expect(data.features.length, `${id} features`).toBeGreaterThanOrEqual(4);
      expect(data.features.length, `${id} features`).toBeLessThanOrEqual(6);
      expect(data.benefits.length, `${id} benefits`).toBeGreaterThanOrEqual(3);
      expect(data.benefits.length, `${id} benefits`).toBeLessThanOrEqual(5);
      expect(data.keywords.length, `${id} keywords`).toBeGreaterThanOrEqual(12);
      expect(data.keywords.length, `${id} keywords`).toBeLessThanOrEqual(25);
      expect(data.synonyms.length, `${id} synonyms`).toBeGreaterThanOrEqual(3);
      expect(data.synonyms.length, `${id} synonyms`).toBeLessThanOrEqual(8);
      expect(data.image).toMatchObject({ src: `/illustrations/services/${id}.svg`, width: 480, height: 320 });
    }
  });

  test('six approach cards, in order, only on ship brokering', () => {
    for (const { id, data } of services) {
      if (id === 'ship-brokering') continue;
      expect(data.approach, `${id} must not have approach cards`).toBeUndefined();
    }
    expect(byId.get('ship-brokering')?.data.approach?.map((card) => card.title)).toEqual([
      'Confidentiality',
      'No Cure No Pay',
      'Trust',
      'Expertise',
      'Time and Cost Savings',
      'Mediation',
    ]);
  });

  test('six home services and five footer services, each with a unique position', () => {
    const home = services.flatMap(({ id, data }) => (data.homeOrder === undefined ? [] : [{ id, position: data.homeOrder }]));
    expectUnique(home.map((service) => service.position));
    expect(home.sort((a, b) => a.position - b.position).map((service) => service.id)).toEqual([
      'crew-changes',
      'supply-runs',
      'vessel-support',
      'tank-cleaning',
      'project-management',
      'ship-brokering',
    ]);

    const footer = services.flatMap(({ id, data }) => (data.footerOrder === undefined ? [] : [{ id, position: data.footerOrder }]));
    expectUnique(footer.map((service) => service.position));
    expect(footer.sort((a, b) => a.position - b.position).map((service) => service.id)).toEqual([
      'crew-changes',
      'supply-runs',
      'vessel-support',
      'tank-cleaning',
      'project-management',
    ]);
  });

  test('each service closes in its own words, and only brokering keeps its emergency response to a note', () => {
    expectUnique(services.map((service) => service.data.cta.title));
    expectUnique(services.map((service) => service.data.cta.primary.label));
    for (const { id, data } of services) {
      expect(data.emergency.style, `${id} emergency`).toBe(id === 'ship-brokering' ? 'note' : 'banner');
    }
    expectUnique(services.flatMap(({ data }) => (data.emergency.style === 'banner' ? [data.emergency.situations] : [])));
  });

  describe('a broken service is rejected with the field named', () => {
    const path = join(contentDir, 'services', 'crew-changes.md');
    const valid = parseFrontmatter(readFileSync(path, 'utf8'), path).frontmatter as Record<string, unknown>;

    function pathsOfIssues(input: Record<string, unknown>) {
      const result = serviceSchema.safeParse(input);
      expect(result.success).toBe(false);
      return required(result.error, 'the schema to reject the service').issues.map((issue) => issue.path.join('.'));
    }

    test('the valid file it is derived from parses', () => {
      expect(serviceSchema.safeParse(valid).success).toBe(true);
    });

    test('missing title', () => {
      const { title: _title, ...withoutTitle } = valid;
      expect(pathsOfIssues(withoutTitle)).toEqual(['title']);
    });

    test('order: "first"', () => {
      expect(pathsOfIssues({ ...valid, order: 'first' })).toEqual(['order']);
    });

    test('a call to action leading off the site', () => {
      const cta = { ...(valid.cta as object), secondary: { label: 'Elsewhere', href: 'https://example.com/' } };
      expect(pathsOfIssues({ ...valid, cta })).toEqual(['cta.secondary.href']);
    });

    test('an emergency banner that names no emergencies', () => {
      expect(pathsOfIssues({ ...valid, emergency: { style: 'banner' } })).toEqual(['emergency.situations']);
    });
  });
});

describe('collections in JSON', () => {
  test('six specialist categories ordered 0..5', () => {
    const specialists = jsonEntries('specialists.json', specialistSchema);
    expect(specialists).toHaveLength(6);
    expectUnique(specialists.map((entry) => entry.id));
    expect(specialists.map((entry) => entry.data.order).sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });

  test('four testimonials', () => {
    const testimonials = jsonEntries('testimonials.json', testimonialSchema);
    expect(testimonials).toHaveLength(4);
    expectUnique(testimonials.map((entry) => entry.id));
    expectUnique(testimonials.map((entry) => entry.data.order));
  });

  test('history runs from 1946–47 to the 2025 platform launch', () => {
    const history = jsonEntries('history.json', historyEventSchema).sort((a, b) => a.data.order - b.data.order);
    expect(history.length).toBeGreaterThanOrEqual(8);
    expect(history.length).toBeLessThanOrEqual(11);
    expectUnique(history.map((entry) => entry.id));
    expectUnique(history.map((entry) => entry.data.order));
    expect(history[0]?.data.year).toBe('1946–47');
    expect(history.at(-1)?.data.year).toBe('2025');
    expect(history.map((entry) => entry.data.year)).toContain('1972');
  });

  test('five values, in order', () => {
    const values = jsonEntries('values.json', companyValueSchema).sort((a, b) => a.data.order - b.data.order);
    expect(values.map((entry) => entry.data.title)).toEqual(['Safety', 'Integrity', 'Innovation', 'Family', 'Environmental Stewardship']);
  });

  test('one company entry with the resolved facility figures and fictional contacts', () => {
    const company = jsonEntries('company.json', companySchema);
    expect(company.map((entry) => entry.id)).toEqual(['company']);
    const data = required(company[0], 'the company entry').data;
    expect(data).toMatchObject({ founded: 1972, familySince: '1946' });
    expect(data.facility).toMatchObject({ acres: 13, developedAcres: 9.3 });
    expect(data.emergency).toEqual({ mobilizationHours: 4, coverage: 'Cypremort Point to Sabine Pass' });
    expect(data.hours).toMatchObject({ opens: '06:00', closes: '18:00' });
    for (const phone of Object.values(data.phones)) expect(phone.tel).toMatch(/^\+1\d{3}55501\d{2}$/);
    for (const email of Object.values(data.emails)) expect(email).toMatch(/@bayoulafourchemarine\.com$/);
  });
});

describe('policies', () => {
  test('privacy, terms and safety pages parse', () => {
    const policies = markdownEntries('policies', policyPageSchema);
    expect(policies.map((policy) => policy.id)).toEqual(['privacy', 'safety', 'terms']);
    for (const policy of policies) {
      expect(policy.data.updated).toBeInstanceOf(Date);
      expect(Number.isNaN(policy.data.updated.getTime())).toBe(false);
      expect(policy.body.length).toBeGreaterThan(500);
    }
  });
});
