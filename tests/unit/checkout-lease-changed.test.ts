import { describe, expect, it } from 'vitest';
import { ApiError } from '#shared/api-client.ts';
import { isLeaseChanged, leaseChangedMessage } from '#site/islands/checkout/lease-changed.ts';

const answer = (status: number, body: object) => new ApiError(status, 'Conflict', JSON.stringify(body));

describe('isLeaseChanged', () => {
  it('recognises the sign answer for a lease written again since it was shown, by code or by message', () => {
    expect(isLeaseChanged(answer(409, { message: leaseChangedMessage, code: 'lease_changed' }))).toBe(true);
    expect(isLeaseChanged(answer(409, { message: leaseChangedMessage, code: 'conflict' }))).toBe(true);
  });

  it('leaves other refusals to the ordinary failure message', () => {
    expect(isLeaseChanged(answer(409, { message: 'This lease is already signed.', code: 'conflict' }))).toBe(false);
    expect(isLeaseChanged(answer(500, { message: leaseChangedMessage }))).toBe(false);
    expect(isLeaseChanged(new Error(leaseChangedMessage))).toBe(false);
  });
});
