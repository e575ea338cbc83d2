import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import {
  companySchema,
  companyValueSchema,
  historyEventSchema,
  policyPageSchema,
  serviceSchema,
  specialistSchema,
  testimonialSchema,
} from '#shared/content/schemas.ts';
import { stormSeasonSchema } from '#shared/storm-season.ts';

// Paths are relative to the project root: editors' content lives in content/, outside the site code.
export const collections = {
  services: defineCollection({ loader: glob({ pattern: '*.md', base: './content/services' }), schema: serviceSchema }),
  specialists: defineCollection({ loader: file('./content/specialists.json'), schema: specialistSchema }),
  testimonials: defineCollection({ loader: file('./content/testimonials.json'), schema: testimonialSchema }),
  history: defineCollection({ loader: file('./content/history.json'), schema: historyEventSchema }),
  values: defineCollection({ loader: file('./content/values.json'), schema: companyValueSchema }),
  company: defineCollection({ loader: file('./content/company.json'), schema: companySchema }),
  // One object, not a list: the file holds the season itself, under one id.
  stormSeason: defineCollection({
    loader: file('./content/storm-season.json', { parser: (text) => ({ 'storm-season': JSON.parse(text) }) }),
    schema: stormSeasonSchema,
  }),
  policies: defineCollection({ loader: glob({ pattern: '*.md', base: './content/policies' }), schema: policyPageSchema }),
};
