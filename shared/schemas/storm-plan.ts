import { z } from 'zod';
import type { VesselType } from '#shared/lead-options.ts';
import { calendarDay } from './calendar-day.ts';
import { electronicConsentSchema } from './lease.ts';
import { requiredText } from './lead-common.ts';
import type { StormIntent } from './storm-answer.ts';
import { typedText } from './text.ts';

/** Every listed type but "Other" is a working vessel, held to the port's rule for commercial vessels. */
export const isCommercialVessel = (vesselType: VesselType) => vesselType !== 'Other';

/** Port Fourchon's rule: a commercial vessel remaining in port through a storm must be manned. */
export const mannedRequired = (vesselType: VesselType, intent: StormIntent | undefined) =>
  intent === 'stay' && isCommercialVessel(vesselType);

export const mannedRequiredMessage = 'A commercial vessel that stays in port must be manned';

const yesNo = (message: string) => z.boolean({ error: message });

// Whatever the vessel will do: aboard or not, keys, and someone the office can reach during the storm.
const everyPlan = {
  manned: yesNo('Say whether the vessel will be manned'),
  keysWithOffice: yesNo('Say whether keys are left with the office'),
  emergencyName: requiredText('Emergency contact', { max: 120 }),
  emergencyPhone: requiredText('Emergency contact phone', { max: 40 }),
};

// The fields each intent needs.
const staying = z.object({
  intent: z.literal('stay'),
  extraLines: requiredText('Extra lines', { max: 500, lines: 'multi-line', message: 'Say which extra lines you will put out' }),
  fenders: requiredText('Fenders', { max: 500, lines: 'multi-line', message: 'Say which fenders you will put out' }),
  tendedBy: requiredText('Who will tend the vessel', { max: 200, message: 'Say who will tend the vessel' }),
  ...everyPlan,
});
const hauling = z.object({ intent: z.literal('haul'), ...everyPlan });
const leaving = z.object({
  intent: z.literal('leave'),
  destination: requiredText('Harbour', { max: 200, message: 'Say which harbour the vessel will go to' }),
  leaveBy: calendarDay('Enter the day the vessel will have left'),
  ...everyPlan,
});

const intentMessage = 'Choose what you will do with the vessel';

/**
 * A vessel's storm plan as the owner fills it in (`POST /api/customer/storm-plans/{vesselId}/review`):
 * what the vessel will do, with the fields that intent needs, whether it will be manned, keys, and a
 * contact reachable during the storm. Whether it must be manned depends on the vessel's type, which
 * the form knows and the service checks (`mannedRequired`).
 */
export const stormPlanSchema = z.discriminatedUnion('intent', [staying, hauling, leaving], { error: intentMessage });

/** The form's schema for one vessel: the plan, plus the manned rule for its type at the field. */
export const stormPlanSchemaFor = (vesselType: VesselType) =>
  stormPlanSchema.refine((plan) => !mannedRequired(vesselType, plan.intent) || plan.manned, {
    message: mannedRequiredMessage,
    path: ['manned'],
  });

export type StormPlanBody = z.output<typeof stormPlanSchema>;

const signature = {
  signerName: requiredText('Signature', { max: 120, message: 'Type your full name to sign' }),
  planTextSha256: typedText('Plan text SHA-256').regex(/^[0-9a-f]{64}$/, 'Review the plan again before you sign'),
  consent: electronicConsentSchema,
};

/**
 * Signing (`POST /api/customer/storm-plans/{vesselId}`): the plan again, the name typed as the
 * signature, the SHA-256 of the text reviewed (only that text can be signed) and the consent to
 * electronic records agreed to, as the lease takes them.
 */
export const stormPlanSignatureSchema = z.discriminatedUnion(
  'intent',
  [staying.extend(signature), hauling.extend(signature), leaving.extend(signature)],
  { error: intentMessage },
);

export type StormPlanSignatureBody = z.output<typeof stormPlanSignatureSchema>;
