import { z } from 'zod';
import { quotePriorities, timeframes, values, vesselTypes } from '../lead-options.ts';
import { email, leadExtras, optionalText, requiredText, textOfAtLeast } from './lead-common.ts';

const optionalChoice = <T extends readonly [string, ...string[]]>(options: T) =>
  z.enum(options).optional().or(z.literal('').transform(() => undefined));

export const quoteRequestSchema = z.object({
  contactName: requiredText('Contact name is required', 120),
  contactEmail: email(),
  contactPhone: optionalText(40),
  company: requiredText('Company name is required'),
  projectTitle: requiredText('Project title is required'),
  projectDescription: textOfAtLeast(20, 'Please provide at least 20 characters of project description'),
  location: optionalText(200),
  vesselType: optionalChoice(vesselTypes),
  vesselSpecs: optionalText(1000),
  timeframe: optionalChoice(timeframes),
  priority: z.enum(values(quotePriorities)).default('standard'),
  ...leadExtras,
});

export type QuoteRequestInput = z.input<typeof quoteRequestSchema>;
export type QuoteRequestBody = z.output<typeof quoteRequestSchema>;
