import { z } from 'zod';
import type { VesselType } from '#shared/lead-options.ts';
import { calendarDay } from './calendar-day.ts';
import { electronicConsentSchema } from './lease.ts';
import { optionalText, requiredText } from './lead-common.ts';
import { stormIntents, type StormIntent } from './storm-answer.ts';
import { typedText } from './text.ts';

/** Every listed type but "Other" is a working vessel, held to the port's rule for commercial vessels. */
export const isCommercialVessel = (vesselType: VesselType) => vesselType !== 'Other';

/** Port Fourchon's rule: a commercial vessel remaining in port through a storm must be manned. */
export const mannedRequired = (vesselType: VesselType, intent: StormIntent | undefined) =>
  intent === 'stay' && isCommercialVessel(vesselType);

export const mannedRequiredMessage = 'A commercial vessel that stays in port must be manned';

const yesNo = (message: string) => z.boolean({ error: message });

const planFields = z.object({
  intent: z.enum(stormIntents, { error: 'Choose what you will do with the vessel' }),
  extraLines: optionalText('Extra lines', { max: 500, lines: 'multi-line' }),
  fenders: optionalText('Fenders', { max: 500, lines: 'multi-line' }),
  tendedBy: optionalText('Who will tend the vessel', { max: 200 }),
  destination: optionalText('Harbour', { max: 200 }),
  leaveBy: z.union([calendarDay('Enter the day the vessel will have left'), z.literal('')]).optional(),
  manned: yesNo('Say whether the vessel will be manned'),
  keysWithOffice: yesNo('Say whether keys are left with the office'),
  emergencyName: requiredText('Emergency contact', { max: 120 }),
  emergencyPhone: requiredText('Emergency contact phone', { max: 40 }),
});

type PlanFields = z.output<typeof planFields>;

/** The fields each intent needs, said at the field that is missing. */
function checkIntentFields(plan: PlanFields, context: z.RefinementCtx<PlanFields>) {
  const missing = (path: keyof PlanFields, message: string) => context.addIssue({ code: 'custom', path: [path], message });
  if (plan.intent === 'stay') {
    if (!plan.extraLines) missing('extraLines', 'Say which extra lines you will put out');
    if (!plan.fenders) missing('fenders', 'Say which fenders you will put out');
    if (!plan.tendedBy) missing('tendedBy', 'Say who will tend the vessel');
  }
  if (plan.intent === 'leave') {
    if (!plan.destination) missing('destination', 'Say which harbour the vessel will go to');
    if (!plan.leaveBy) missing('leaveBy', 'Enter the day the vessel will have left');
  }
}

/**
 * A vessel's storm plan as the owner fills it in (`POST /api/customer/vessels/{id}/storm-plan/review`):
 * what the vessel will do, with the fields that intent needs, whether it will be manned, keys, and a
 * contact reachable during the storm. Whether it must be manned depends on the vessel's type, which
 * the form knows and the service checks (`mannedRequired`).
 */
export const stormPlanSchema = planFields.superRefine(checkIntentFields);

/** The form's schema for one vessel: the plan, plus the manned rule for its type at the field. */
export const stormPlanSchemaFor = (vesselType: VesselType) =>
  stormPlanSchema.refine((plan) => !mannedRequired(vesselType, plan.intent) || plan.manned, {
    message: mannedRequiredMessage,
    path: ['manned'],
  });

export type StormPlanInput = z.input<typeof stormPlanSchema>;
export type StormPlanBody = z.output<typeof stormPlanSchema>;

/**
 * Signing (`POST /api/customer/vessels/{id}/storm-plan`): the plan again, the name typed as the
 * signature, the SHA-256 of the text reviewed (only that text can be signed) and the consent to
 * electronic records agreed to, as the lease takes them.
 */
export const stormPlanSignatureSchema = planFields
  .extend({
    signerName: requiredText('Signature', { max: 120, message: 'Type your full name to sign' }),
    planTextSha256: typedText('Plan text SHA-256').regex(/^[0-9a-f]{64}$/, 'Review the plan again before you sign'),
    consent: electronicConsentSchema,
  })
  .superRefine(checkIntentFields);

export type StormPlanSignatureBody = z.output<typeof stormPlanSignatureSchema>;
