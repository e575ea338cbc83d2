import type { BerthView } from '#shared/berth-views.ts';
import { misfitField, misfitMessage, vesselMisfits } from '#shared/vessel-fit.ts';

export type BerthLimitErrors = Partial<Record<'vesselLength' | 'vesselDraft', string>>;

/**
 * What the chosen berth itself refuses, checked in the dialog before anything is sent, each under
 * its own field and in the server's words; the facility's own limits (400 ft, 20 ft draft) are the
 * shared schema's.
 */
export function berthLimitErrors(
  berth: Pick<BerthView, 'name' | 'length' | 'maxDraft'>,
  vesselLength: number | undefined,
  vesselDraft: number | undefined,
): BerthLimitErrors {
  const errors: BerthLimitErrors = {};
  for (const misfit of vesselMisfits(berth, { length: vesselLength, draft: vesselDraft })) {
    errors[misfitField(misfit)] = misfitMessage(berth.name, misfit);
  }
  return errors;
}
