import { z } from 'zod';

/** What a tenant will do with a vessel in a storm: ride it out in the slip, be hauled out, or leave. */
export const stormIntents = ['stay', 'haul', 'leave'] as const;
export type StormIntent = (typeof stormIntents)[number];

export const stormIntentLabels: Record<StormIntent, string> = {
  stay: 'Stay in the slip',
  haul: 'Haul out',
  leave: 'Leave for another harbour',
};

const reservationNumber = z.string().regex(/^R-\d{4}-\d{6}$/, 'Unknown reservation');

/**
 * A tenant's answer to a storm stage's notice (`POST /api/storm-answers/{token}`): for each of
 * their stays the notice names, what they will do and whether someone will be aboard.
 */
export const stormAnswerSchema = z.object({
  vessels: z
    .array(
      z
        .object({
          reservationNumber,
          intent: z.enum(stormIntents, { error: 'Choose what you will do with the vessel' }),
          manned: z.boolean({ error: 'Say whether the vessel will be manned' }),
        })
        // As at Port Fourchon, every vessel remaining in port through a storm must be manned.
        .refine(({ intent, manned }) => intent !== 'stay' || manned, {
          message: 'A vessel that stays in its slip must be manned',
          path: ['manned'],
        }),
    )
    // Which vessels the answer must name is the notice's to say: the service checks it.
    .max(50),
});

export type StormAnswer = z.output<typeof stormAnswerSchema>;

/** One stay a storm notice asks about, with the tenant's answer once given. */
interface StormNoticeVesselView {
  reservationNumber: string;
  vesselName: string;
  berthName: string;
  intent: StormIntent | null;
  manned: boolean | null;
}

/** What the one-click page shows (`GET /api/storm-answers/{token}`). */
export interface StormNoticeView {
  tenantName: string;
  stage: { name: string; meaning: string; tenantsMust: string[] };
  stormName: string | null;
  note: string | null;
  /** When the stage was set. */
  since: string;
  vessels: StormNoticeVesselView[];
  /** The tenant's signed storm plans for the season: their answer for vessels without a stay this week. */
  plannedVessels: { vesselName: string; intent: StormIntent; manned: boolean }[];
  /** When the tenant answered; the link takes one answer. */
  answeredAt: string | null;
}
