import { loadCompany } from '#api/content/company.ts';
import type { LeaseFacts } from '#api/services/leases/lease-values.ts';

/** A 45-day stay of a 120 ft supply boat on Outer 3: what the lease tests write their lease from. */
export const sampleLeaseFacts: LeaseFacts = {
  company: loadCompany(),
  reservation: {
    reservationNumber: 'R-2026-000042',
    vesselName: 'M/V Grand Isle Runner',
    vesselLength: 120,
    vesselBeam: 32,
    vesselDraft: 12,
    arrivalDate: '2026-12-03',
    departureDate: '2027-01-17',
    purpose: 'crew-change',
    // 45 days at 120 ft: (30 × 50 + 14 × 75 + 1 × 100) cents × 120.
    totalCost: 318_000,
  },
  berth: { name: 'Outer 3', length: 160, maxDraft: 18, monthlyRate: '0.50', weeklyRate: '0.75', dailyRate: '1.00', minBillableLength: 80 },
  lessee: {
    name: 'Claire Thibodaux',
    company: 'Grand Isle Offshore LLC',
    email: 'claire@grandisle.example',
    phone: '(985) 555-0110',
    address: '210 W 12th St',
    city: 'Cut Off',
    state: 'LA',
    zip: '70345',
  },
  insuranceAmount: 100_000_000,
  specialTerms: null,
  today: '2026-11-20',
};
