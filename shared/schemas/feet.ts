import { z } from 'zod';

// Number inputs send '' (or NaN from valueAsNumber) when left empty: both mean "not given".
const blankToUndefined = (value: unknown) =>
  value === '' || value === null || (typeof value === 'number' && Number.isNaN(value)) ? undefined : value;

const feet = (label: string, max: number) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number of feet`)
    .positive(`${label} must be more than 0 ft`)
    .max(max, `${label} can be at most ${max} ft`);

/** Whole feet, optional, with the field's own messages. */
export const optionalFeet = (label: string, max: number) => z.preprocess(blankToUndefined, feet(label, max).optional());

/** Whole feet that must be given: left empty, the field says it is required. */
export const requiredFeet = (label: string, max: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .unknown()
      .refine((value): boolean => value !== undefined, `${label} is required`)
      .pipe(feet(label, max)),
  );
