import { expect, test } from 'vitest';
import { loadCompany } from '#api/content/company.ts';
import { loadLeaseTemplate } from '#api/content/lease-template.ts';
import { renderLeaseText } from '#api/services/leases/lease-text.ts';
import { leaseValues, type LeaseFacts } from '#api/services/leases/lease-values.ts';

const facts: LeaseFacts = {
  company: loadCompany(),
  reservation: {
    reservationNumber: 'R-2026-000043',
    vesselName: 'Skiff',
    vesselLength: 1,
    vesselBeam: null,
    vesselDraft: 1,
    arrivalDate: '2026-12-03',
    departureDate: '2027-01-02',
    purpose: null,
    // 30 days at the monthly $0.50 per ft per day, billed on the berth's 100 ft minimum.
    totalCost: 150_000,
  },
  berth: { name: 'Inner 5', length: 200, maxDraft: 15, monthlyRate: '0.50', weeklyRate: '0.75', dailyRate: '1.00', minBillableLength: 100 },
  lessee: {
    name: 'Remy Cheramie',
    company: '',
    email: 'remy@example.com',
    phone: null,
    address: '1 Main St',
    city: 'Larose',
    state: 'LA',
    zip: '70373',
  },
  insuranceAmount: 100_000_000,
  specialTerms: null,
  today: '2026-11-20',
};

test('a vessel shorter than the berth’s minimum is charged for the minimum, and the lease says so and why', () => {
  const text = renderLeaseText(loadLeaseTemplate().text, leaseValues(facts));
  expect(text).toContain("the longer of the Vessel's length overall and the Berth's minimum billable length");
  expect(text).toContain("The Vessel's measured length overall governs");
  expect(text).toContain(
    [
      "Billed length: 100 ft (the Berth's minimum billable length)",
      '1 month (30 days) × $0.50 per ft per day × 100 ft = $1,500.00',
      'Total dockage for the Term: $1,500.00',
    ].join('\n'),
  );
});
