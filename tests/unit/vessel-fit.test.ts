import { describe, expect, test } from 'vitest';
import { misfitField, misfitMessage, vesselMisfits } from '#shared/vessel-fit.ts';

const inner1 = { length: 120, maxDraft: 12 };

describe('vesselMisfits', () => {
  test('names every limit exceeded, length before draft', () => {
    expect(vesselMisfits(inner1, { length: 121, draft: 13 })).toEqual([
      { field: 'length', vesselLength: 121, berthLength: 120 },
      { field: 'draft', vesselDraft: 13, maxDraft: 12 },
    ]);
  });

  test('a vessel at the limits, or of unknown size, fits', () => {
    expect(vesselMisfits(inner1, { length: 120, draft: 12 })).toEqual([]);
    expect(vesselMisfits(inner1, {})).toEqual([]);
  });
});

describe('misfitMessage, the words of the dialog and of the server alike', () => {
  test('a vessel too long for the berth, under the length field', () => {
    const tooLong = { field: 'length', vesselLength: 170, berthLength: 120 } as const;
    expect(misfitMessage('Inner 1', tooLong)).toBe('Inner 1 is 120 ft long: too short for a 170 ft vessel. Please choose a longer berth.');
    expect(misfitField(tooLong)).toBe('vesselLength');
  });

  test('a draft too deep for the berth, under the draft field', () => {
    const tooDeep = { field: 'draft', vesselDraft: 13, maxDraft: 12 } as const;
    expect(misfitMessage('Inner 1', tooDeep)).toBe(
      'Inner 1 takes a draft of at most 12 ft: too shallow for a 13 ft draft. Please choose a deeper berth.',
    );
    expect(misfitField(tooDeep)).toBe('vesselDraft');
  });
});
