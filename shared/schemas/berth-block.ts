import { z } from 'zod';
import { berthBlockKinds } from '../berth-options.ts';
import { optionalText, requiredText } from './lead-common.ts';

const blockDate = (label: string) => requiredText(label, { max: 10 }).pipe(z.iso.date('Enter the date as YYYY-MM-DD'));

/** Staff taking a berth out of use: maintenance, or a vessel alongside, from a day until a day or until further notice. */
export const berthBlockSchema = z
  .object({
    berthId: z.uuid('Choose a berth'),
    kind: z.enum(berthBlockKinds, 'Choose maintenance or occupied'),
    vesselName: optionalText('Vessel name', { max: 120 }),
    startsOn: blockDate('Start date'),
    // Left empty: until further notice.
    endsOn: blockDate('End date').optional().or(z.literal('').transform(() => undefined)),
    note: optionalText('Note', { max: 2000, lines: 'multi-line' }),
  })
  .superRefine((block, context) => {
    if (block.endsOn !== undefined && block.endsOn <= block.startsOn) {
      context.addIssue({ code: 'custom', path: ['endsOn'], message: 'End date must be after the start date' });
    }
  });

export type BerthBlockInput = z.input<typeof berthBlockSchema>;
export type BerthBlockBody = z.output<typeof berthBlockSchema>;
