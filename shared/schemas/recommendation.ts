import { z } from 'zod';
import { budgets, recommendationUrgencies, values, vesselTypes } from '#shared/lead-options.ts';
import { optionalText, textOfAtLeast } from './lead-common.ts';

export const recommendationRequestSchema = z.object({
  projectDescription: textOfAtLeast('Project description', 10, 'Please provide a detailed project description (at least 10 characters)'),
  vesselType: z
    .enum(vesselTypes)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  vesselSpecs: optionalText('Vessel specifications', { max: 1000, lines: 'multi-line' }),
  timeframe: optionalText('Timeframe', { max: 100 }),
  urgency: z.enum(values(recommendationUrgencies)).default('standard'),
  location: optionalText('Location'),
  budget: z
    .enum(budgets)
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

export const recommendationSchema = z.object({
  service: z.object({ id: z.string(), name: z.string(), description: z.string(), deployment: z.string() }),
  confidence: z.number().min(0).max(1),
  /** The urgency the answer is given for: the form's field, or emergency when the description says so. */
  urgency: z.enum(values(recommendationUrgencies)),
  /** What was understood about urgency, said back to the owner ("You said tonight: …"). */
  urgencyNote: z.string().optional(),
  reasoning: z.string(),
  estimatedDuration: z.string(),
  estimatedCost: z.string(),
  nextSteps: z.array(z.string()),
});

/**
 * The 24/7 line an urgent request leads with, before any match: sent beside the matches, and alone
 * when the trouble is urgent but no service matches the words (decision 096).
 */
const emergencyLeadSchema = z.object({
  /** What was understood ("You said taking on water: ..."), with the number to call and the promise. */
  note: z.string(),
  phone: z.object({ display: z.string(), tel: z.string() }),
  /** "24/7 emergency response, 365 days a year". */
  hours: z.string(),
  /** "A crew mobilizes within 4 hours from Cypremort Point to Sabine Pass". */
  promise: z.string(),
});

export const recommendationAnswerSchema = z.object({
  // An answer without the field (an older server) reads as not urgent.
  emergency: emergencyLeadSchema.nullable().default(null),
  recommendations: z.array(recommendationSchema),
});

export type RecommendationRequestInput = z.input<typeof recommendationRequestSchema>;
export type RecommendationRequest = z.output<typeof recommendationRequestSchema>;
export type Recommendation = z.infer<typeof recommendationSchema>;
export type EmergencyLead = z.infer<typeof emergencyLeadSchema>;
export type RecommendationAnswer = z.infer<typeof recommendationAnswerSchema>;

export const confidenceLabel = (confidence: number) =>
  confidence >= 0.8 ? 'High Match' : confidence >= 0.6 ? 'Good Match' : 'Possible Match';
