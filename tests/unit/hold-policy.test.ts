import { describe, expect, test } from 'vitest';
import { loadHoldPolicy, parseHoldPolicy } from '#api/content/hold-policy.ts';
import { addressNetwork } from '#api/lib/address-network.ts';
import { busiestNight, stayNights, unpaidHoldsPerNight } from '#api/services/holds/berth-nights.ts';
import { holdMinutesFor, isLongStay } from '#api/services/holds/hold-length.ts';
import { requesterDomain } from '#api/services/holds/mail-domain.ts';
import { marinaOffice } from '#api/services/payments/marina-office.ts';
import { longStayHeldAlready, marinaShareHeld, tooManyBerthNights } from '#api/services/reservations/hold-refusals.ts';

const policy = loadHoldPolicy();

describe('the network an address is counted under', () => {
  test.each([
    ['203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::ffff:198.51.100.4', '198.51.100.4'],
    ['::FFFF:c633:6404', '198.51.100.4'],
    ['unknown', 'unknown'],
  ])('%s → %s', (address, network) => {
    expect(addressNetwork(address)).toBe(network);
  });

  test('every address of one /64 is one network, the next /64 another', () => {
    const networks = new Set(['2001:db8:5:6::1', '2001:db8:5:6:ffff:ffff:ffff:ffff', '2001:db8:5:6:1234::9'].map(addressNetwork));
    expect([...networks]).toEqual(['2001:db8:5:6::/64']);
    expect(addressNetwork('2001:db8:5:7::1')).toBe('2001:db8:5:7::/64');
  });
});

describe('berth-nights', () => {
  const stay = { arrivalDate: '2027-03-01', departureDate: '2027-03-11' };

  test('a stay takes its nights from arrival up to departure', () => {
    expect(stayNights(stay)).toBe(10);
    expect(stayNights({ arrivalDate: '2027-12-31', departureDate: '2028-12-31' })).toBe(366);
  });

  test('the busiest night counts only holds sharing a night with the stay', () => {
    expect(busiestNight(stay, [])).toBe(0);
    const holds = [
      { arrivalDate: '2027-02-01', departureDate: '2027-03-02' }, // the first night
      { arrivalDate: '2027-03-01', departureDate: '2027-03-05' },
      { arrivalDate: '2027-03-04', departureDate: '2027-04-01' },
      { arrivalDate: '2027-03-11', departureDate: '2027-03-20' }, // arrives as the stay leaves
      { arrivalDate: '2027-01-01', departureDate: '2027-03-01' }, // leaves as the stay arrives
    ];
    expect(busiestNight(stay, holds)).toBe(2);
    expect(busiestNight(stay, [...holds, { arrivalDate: '2027-03-04', departureDate: '2027-03-05' }])).toBe(3);
  });

  test('a hold leaving on a day frees that night for one arriving the same day', () => {
    const back = [
      { arrivalDate: '2027-03-01', departureDate: '2027-03-05' },
      { arrivalDate: '2027-03-05', departureDate: '2027-03-11' },
    ];
    expect(busiestNight(stay, back)).toBe(1);
  });

  test("any night's unpaid holds: the share of the berths, rounded down, at least one", () => {
    const third = { numerator: 1, denominator: 3 };
    expect(unpaidHoldsPerNight(15, third)).toBe(5);
    expect(unpaidHoldsPerNight(16, third)).toBe(5);
    expect(unpaidHoldsPerNight(2, third)).toBe(1);
  });
});

describe('email domains counted as one requester', () => {
  test('a company or private domain is counted, a common provider is not', () => {
    expect(requesterDomain('Crew@GrandIsle.Example', policy.commonMailProviders)).toBe('grandisle.example');
    expect(requesterDomain('someone@gmail.com', policy.commonMailProviders)).toBeNull();
    expect(requesterDomain('SOMEONE@Outlook.com', policy.commonMailProviders)).toBeNull();
    expect(requesterDomain('no-domain', policy.commonMailProviders)).toBeNull();
  });
});

describe('the hold policy', () => {
  test('content/hold-policy.json: a third of the berths, long stays above 30 nights held 15 minutes once a day', () => {
    expect(policy.unpaidShareOfBerths).toEqual({ numerator: 1, denominator: 3 });
    expect(policy.longStay).toEqual({ moreThanNights: 30, holdMinutes: 15, unpaidHoldsPerHours: 24 });
  });

  test('a long stay is held for the shorter of the two windows', () => {
    expect(isLongStay(30, policy)).toBe(false);
    expect(isLongStay(31, policy)).toBe(true);
    expect(holdMinutesFor(30, 60, policy)).toBe(60);
    expect(holdMinutesFor(31, 60, policy)).toBe(15);
    expect(holdMinutesFor(366, 5, policy)).toBe(5);
  });

  test('a policy that would let unpaid holds take every berth, or a bad field, is refused naming the file and field', () => {
    const valid = JSON.stringify(policy);
    expect(parseHoldPolicy(valid)).toEqual(policy);
    expect(() => parseHoldPolicy(JSON.stringify({ ...policy, unpaidShareOfBerths: { numerator: 3, denominator: 3 } }))).toThrow(
      /content\/hold-policy.json: unpaidShareOfBerths: unpaid holds must leave some berths free/,
    );
    expect(() => parseHoldPolicy(JSON.stringify({ ...policy, longStay: { ...policy.longStay, holdMinutes: 0 } }))).toThrow(
      /content\/hold-policy.json: longStay.holdMinutes/,
    );
    expect(() => parseHoldPolicy('{')).toThrow(/content\/hold-policy.json: invalid JSON/);
  });
});

describe('refusals say what to do, with the office phone', () => {
  const phone = marinaOffice().phone;

  test('too many berth-nights', () => {
    expect(tooManyBerthNights(400, 'from this network', phone).message).toBe(
      'Unpaid reservations from this network can hold at most 400 berth-nights at once, and this one would go past that. ' +
        'Please complete or let one of them expire before reserving again, ' +
        'or call the dock office at (985) 555-0142 to hold more than 400 nights without payment.',
    );
  });

  test('a long stay held already', () => {
    expect(longStayHeldAlready(policy, 'for your account', phone).message).toBe(
      'A stay of more than 30 nights is held for 15 minutes, once in 24 hours for your account, and that hold has been used. ' +
        'Please complete the one you have, or call the dock office at (985) 555-0142 to hold more than 30 nights without payment.',
    );
  });

  test("the marina's share names no one else's holds", () => {
    const refusal = marinaShareHeld(phone);
    expect(refusal.code).toBe('rate_limited');
    expect(refusal.message).toBe(
      'So many berths are already held for payment on some of those nights that this stay cannot be held without payment right now. ' +
        'Please try again later or choose other dates, or call the dock office at (985) 555-0142 to book this stay.',
    );
  });
});
