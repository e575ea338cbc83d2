import { describe, expect, test } from 'vitest';
import {
  cancelledReservationMessage,
  leaseAlreadySignedMessage,
  leaseGenerationRefusal,
  leaseSigningRefusal,
  signedLeaseLockedMessage,
} from '#api/services/leases/lease-rules.ts';

describe('leaseGenerationRefusal', () => {
  test('a lease can be drawn up when there is none, and drawn up again while it is a draft', () => {
    expect(leaseGenerationRefusal('pending', null)).toBeNull();
    expect(leaseGenerationRefusal('pending', 'draft')).toBeNull();
    expect(leaseGenerationRefusal('confirmed', 'draft')).toBeNull();
  });

  test('a signed lease can no longer be changed', () => {
    expect(signedLeaseLockedMessage).toBe('This lease has been signed and can no longer be changed.');
    expect(leaseGenerationRefusal('pending', 'signed')).toBe(signedLeaseLockedMessage);
  });

  test('a cancelled reservation gets no lease', () => {
    expect(leaseGenerationRefusal('cancelled', null)).toBe(cancelledReservationMessage);
    expect(leaseGenerationRefusal('cancelled', 'draft')).toBe(cancelledReservationMessage);
  });
});

describe('leaseSigningRefusal', () => {
  test('a draft of a live reservation can be signed', () => {
    expect(leaseSigningRefusal('pending', 'draft')).toBeNull();
  });

  test('a signature is final', () => {
    expect(leaseAlreadySignedMessage).toBe('This lease has already been signed.');
    expect(leaseSigningRefusal('pending', 'signed')).toBe(leaseAlreadySignedMessage);
    expect(leaseSigningRefusal('cancelled', 'signed')).toBe(leaseAlreadySignedMessage);
  });

  test('the lease of a cancelled reservation cannot be signed', () => {
    expect(leaseSigningRefusal('cancelled', 'draft')).toBe(cancelledReservationMessage);
  });
});
