import { describe, expect, test } from 'vitest';
import { readinessOf } from '#shared/berth-readiness.ts';

const told = { told: true, answer: null, haulOut: null } as const;

describe('a stay’s readiness for the storm stage', () => {
  test('is ready when leaving, staying manned, or hauled out', () => {
    expect(readinessOf({ ...told, answer: { intent: 'leave', manned: false } })).toBe('ready');
    expect(readinessOf({ ...told, answer: { intent: 'stay', manned: true } })).toBe('ready');
    expect(readinessOf({ ...told, answer: { intent: 'haul', manned: false }, haulOut: 'hauled' })).toBe('ready');
  });

  test('is to haul out while on the haul-out list, not hauled yet', () => {
    expect(readinessOf({ ...told, answer: { intent: 'haul', manned: false }, haulOut: 'waiting' })).toBe('to-haul');
    // A place kept from an earlier stage counts though this stage is not answered yet.
    expect(readinessOf({ ...told, haulOut: 'waiting' })).toBe('to-haul');
  });

  test('hauled out is ready whatever the answer to a later stage', () => {
    expect(readinessOf({ told: false, answer: null, haulOut: 'hauled' })).toBe('ready');
  });

  test('is waiting when told and not answered, or staying with nobody aboard', () => {
    expect(readinessOf(told)).toBe('waiting');
    expect(readinessOf({ ...told, answer: { intent: 'stay', manned: false } })).toBe('waiting');
  });

  test('is not told for a stay booked after the message went out', () => {
    expect(readinessOf({ told: false, answer: null, haulOut: null })).toBe('not-told');
  });
});
