import { z } from 'zod';

// Content in content/ is edited by people, in git. These schemas are its contract: the site's
// build and the API (recommendation engine, lease) read the same files through them.

const text = z.string().trim().min(1);
const lucideIcon = text.regex(/^[a-z0-9-]+$/, 'must be a lucide icon name in kebab-case, e.g. "anchor"');

/** A link inside the site, e.g. "/contact" or "/berths#availability". */
const sitePath = text.regex(/^\/(?!\/)\S*$/, 'must be a path on this site starting with "/"');
const linkSchema = z.object({ label: text, href: sitePath });

const illustrationSchema = z.object({
  /** A crafted SVG under site/public, e.g. "/illustrations/services/crew-changes.svg". */
  src: text.regex(/^\/illustrations\/[\w/-]+\.svg$/, 'must be an SVG path under /illustrations/'),
  alt: text,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

/**
 * How a service page closes. The primary action requests a quote for this service unless its
 * href says otherwise; the secondary action is a second way on (a broker, the specialists…).
 */
const serviceCallToActionSchema = z.object({
  title: text,
  text: text,
  primary: z.object({ label: text, href: sitePath.optional() }),
  secondary: linkSchema.optional(),
});

/**
 * The emergency response on a service page: the full banner naming what goes wrong in this line of
 * work, or, where the service itself is never an emergency (brokering), a short note pointing to
 * the same 24/7 line.
 */
const serviceEmergencySchema = z.discriminatedUnion('style', [
  z.object({ style: z.literal('banner'), situations: text }),
  z.object({ style: z.literal('note'), text: text }),
]);

export const serviceSchema = z.object({
  title: text,
  subtitle: text,
  /** One or two sentences for cards and meta descriptions (the markdown body is the full description). */
  summary: text.max(200),
  icon: lucideIcon,
  image: illustrationSchema,
  /** Position on /services and in the navigation (the first seven appear in the Services menu). */
  order: z.number().int().nonnegative(),
  /** Position among the six core services on the home page; absent when not shown there. */
  homeOrder: z.number().int().positive().optional(),
  /** Position in the footer's Core Services list; absent when not listed there. */
  footerOrder: z.number().int().positive().optional(),
  subServices: z.array(z.object({ title: text, description: text })).min(1),
  features: z.array(text).min(1),
  benefits: z.array(text).min(1),
  /** Only ship brokering has these: the "Our Approach" cards. */
  approach: z.array(z.object({ title: text, description: text, icon: lucideIcon })).optional(),
  /** Words owners use for this work; the recommendation engine matches on them. */
  keywords: z.array(text).min(3),
  /** Phrase → phrase equivalences, e.g. "haul out" means dry dock. */
  synonyms: z.array(z.object({ phrase: text, means: text })).default([]),
  typicalDuration: text,
  costRange: z
    .object({ low: z.number().int().nonnegative(), high: z.number().int().positive() })
    .refine((range) => range.high >= range.low, 'high must not be below low'),
  deployment: text,
  cta: serviceCallToActionSchema,
  emergency: serviceEmergencySchema,
});

export const specialistSchema = z.object({
  title: text,
  description: text,
  icon: lucideIcon,
  works: z.array(text).min(1),
  availability: text,
  teamSize: text,
  deploymentTime: text,
  order: z.number().int().nonnegative(),
});

export const testimonialSchema = z.object({
  quote: text,
  author: text,
  title: text,
  order: z.number().int().nonnegative(),
});

export const historyEventSchema = z.object({
  year: text,
  title: text,
  description: text,
  order: z.number().int().nonnegative(),
});

export const companyValueSchema = z.object({
  title: text,
  description: text,
  icon: lucideIcon,
  order: z.number().int().nonnegative(),
});

const phoneSchema = z.object({ display: text, tel: text.regex(/^\+1\d{10}$/, 'must be +1 and ten digits') });

export const companySchema = z.object({
  name: text,
  legalName: text,
  tagline: text,
  description: text,
  founded: z.number().int(),
  /** The year the website went live: the first year of its copyright line. */
  launchYear: z.number().int(),
  familySince: text,
  heritage: z.array(text).min(1),
  mission: text,
  vision: text,
  address: z.object({ street: text, city: text, region: text.length(2), postalCode: text, country: text.length(2) }),
  geo: z.object({ latitude: z.number(), longitude: z.number() }),
  phones: z.object({ main: phoneSchema, emergency: phoneSchema }),
  emails: z.object({ operations: z.email(), quotes: z.email(), support: z.email() }),
  hours: z.object({ standard: text, days: text, opens: text.regex(/^\d{2}:\d{2}$/), closes: text.regex(/^\d{2}:\d{2}$/), emergency: text }),
  emergency: z.object({ mobilizationHours: z.number().int().positive(), coverage: text }),
  facility: z.object({
    acres: z.number().positive(),
    developedAcres: z.number().positive(),
    power: text,
    water: text,
    hangar: text,
    waterway: text,
    figures: z.array(z.object({ value: text, label: text, detail: text })).min(3),
  }),
  brokering: z.object({
    /** Home: why an owner or charterer calls us, in two sentences. */
    pitch: text,
    markets: z.array(text).min(1),
    /** About: how the brokerage grew out of the dock, above its highlights. */
    story: text,
    highlights: z.array(z.object({ title: text, description: text })).min(1),
  }),
  specialists: z.object({ deployment: text, teamSize: text, blurbs: z.array(z.object({ title: text, description: text })).min(1) }),
});

export const policyPageSchema = z.object({
  title: text,
  description: text.max(160),
  updated: z.coerce.date(),
});

export type Service = z.infer<typeof serviceSchema>;
export type Specialist = z.infer<typeof specialistSchema>;
export type Testimonial = z.infer<typeof testimonialSchema>;
export type Company = z.infer<typeof companySchema>;
