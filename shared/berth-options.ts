import type { Option } from './lead-options.ts';

export const berthPurposes = ['crew-change', 'fuel', 'maintenance', 'cargo', 'transit', 'other'] as const;
export type BerthPurpose = (typeof berthPurposes)[number];

export const berthPurposeOptions: readonly Option<BerthPurpose>[] = [
  { value: 'crew-change', label: 'Crew change' },
  { value: 'fuel', label: 'Fuel' },
  { value: 'maintenance', label: 'Maintenance' },
  { value: 'cargo', label: 'Cargo' },
  { value: 'transit', label: 'Transit' },
  { value: 'other', label: 'Other' },
];

export const berthAmenityLabels: Record<string, string> = {
  power: 'Shore power',
  water: 'Fresh water',
  fuel: 'Fuel',
  crane: 'Crane',
  supplies: 'Supplies',
  'crew-change': 'Crew change',
};

/** Every berth has this much water alongside; the form caps vessel draft below it. */
export const berthWaterDepthFt = 25;
export const maxVesselDraftFt = 20;
/** The largest vessel the longest berth takes, and a sane ceiling for beam. */
export const maxVesselLengthFt = 400;
export const maxVesselBeamFt = 120;

/** Facility layout along the waterfront, in ft from the upstream end. */
export const waterfrontLengthFt = 1250;
export const longTermZoneEndFt = 950;

export const berthStatuses = ['available', 'occupied', 'maintenance', 'reserved'] as const;
export type BerthStatus = (typeof berthStatuses)[number];

/** What takes a berth out of use for a range of days, besides reservations. */
export const berthBlockKinds = ['maintenance', 'occupied'] as const;
export type BerthBlockKind = (typeof berthBlockKinds)[number];

export const reservationStatuses = ['pending', 'confirmed', 'active', 'completed', 'cancelled'] as const;
export type ReservationStatus = (typeof reservationStatuses)[number];

export const paymentStatuses = ['unpaid', 'paid', 'refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const leaseStatuses = ['draft', 'signed'] as const;
export type LeaseStatus = (typeof leaseStatuses)[number];
