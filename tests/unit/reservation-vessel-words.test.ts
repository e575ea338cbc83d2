import { describe, expect, test } from 'vitest';
import { berthFit, vesselSizeFacts } from '#site/islands/admin/reservations/detail/vessel-words.ts';

const berth = { name: 'Outer 1', length: 150, maxDraft: 14 };
const vessel = { vesselLength: 120, vesselBeam: 30, vesselDraft: 12 };

describe('the vessel in the reservation detail', () => {
  test('names each figure in feet, or says it was not given', () => {
    expect(vesselSizeFacts({ ...vessel, vesselBeam: null })).toEqual([
      { label: 'Length', value: '120 ft' },
      { label: 'Beam', value: 'not given' },
      { label: 'Draft', value: '12 ft' },
    ]);
  });

  test('fits the berth, with its limits named', () => {
    expect(berthFit(berth, vessel)).toEqual({ fits: true, words: 'Fits Outer 1: 150 ft long, max draft 14 ft.' });
  });

  test('says every limit it exceeds', () => {
    expect(berthFit(berth, { ...vessel, vesselLength: 180, vesselDraft: 16 })).toEqual({
      fits: false,
      words: 'Too short for a 180 ft vessel (150 ft berth); Too shallow for a 16 ft draft (max 14 ft).',
    });
  });

  test('asks the office to check a size the customer did not give', () => {
    expect(berthFit(berth, { ...vessel, vesselDraft: null })).toEqual({
      fits: null,
      words: 'Size not given in full: check it against Outer 1: 150 ft long, max draft 14 ft.',
    });
  });
});
