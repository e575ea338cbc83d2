import { z } from 'zod';
import { berthBlockKinds } from '#shared/berth-options.ts';
import { optionalText, requiredText } from './lead-common.ts';
import { calendarDay } from './calendar-day.ts';

const blockDate = (label: string) => requiredText(label, { max: 10 }).pipe(calendarDay('Enter the date as YYYY-MM-DD'));

const blockFields = {
  kind: z.enum(berthBlockKinds, 'Choose maintenance or occupied'),
  vesselName: optionalText('Vessel name', { max: 120 }),
  startsOn: blockDate('Start date'),
  // Left empty: until further notice.
  endsOn: blockDate('End date')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  note: optionalText('Note', { max: 2000, lines: 'multi-line' }),
};

function endAfterStart(block: { startsOn: string; endsOn?: string | undefined }, context: z.RefinementCtx): void {
  if (block.endsOn !== undefined && block.endsOn <= block.startsOn) {
    context.addIssue({ code: 'custom', path: ['endsOn'], message: 'End date must be after the start date' });
  }
}

/** The block form on a berth's calendar, and `POST /api/admin/berths/{id}/blocks` (the berth is in the path). */
export const berthBlockFormSchema = z.object(blockFields).superRefine(endAfterStart);

/** Staff taking a berth out of use: maintenance, or a vessel alongside, from a day until a day or until further notice. */
export const berthBlockSchema = z.object({ berthId: z.uuid('Choose a berth'), ...blockFields }).superRefine(endAfterStart);

export type BerthBlockFormInput = z.input<typeof berthBlockFormSchema>;
export type BerthBlockInput = z.input<typeof berthBlockSchema>;
export type BerthBlockBody = z.output<typeof berthBlockSchema>;
