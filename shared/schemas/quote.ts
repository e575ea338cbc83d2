import { z } from 'zod';
import { quotePriorities, timeframes, values, vesselTypes } from '#shared/lead-options.ts';
import { email, leadExtras, optionalText, requiredText, textOfAtLeast } from './lead-common.ts';

const optionalChoice = <T extends readonly [string, ...string[]]>(options: T) =>
  z
    .enum(options)
    .optional()
    .or(z.literal('').transform(() => undefined));

export const quoteRequestSchema = z.object({
  contactName: requiredText('Contact name', { max: 120 }),
  contactEmail: email('Contact email'),
  contactPhone: optionalText('Contact phone', { max: 40 }),
  company: requiredText('Company name'),
  projectTitle: requiredText('Project title'),
  projectDescription: textOfAtLeast('Project description', 20, 'Please provide at least 20 characters of project description'),
  location: optionalText('Location'),
  vesselType: optionalChoice(vesselTypes),
  vesselSpecs: optionalText('Vessel specifications', { max: 1000, lines: 'multi-line' }),
  timeframe: optionalChoice(timeframes),
  priority: z.enum(values(quotePriorities)).default('standard'),
  ...leadExtras,
});

export type QuoteRequestInput = z.input<typeof quoteRequestSchema>;
export type QuoteRequestBody = z.output<typeof quoteRequestSchema>;
