import type { BerthStatus, LeaseStatus, PaymentStatus, ReservationStatus } from './berth-options.ts';

// What the berth, reservation and lease endpoints answer. Dates are ISO strings in JSON; stay
// dates are `YYYY-MM-DD`; money is integer cents; rates are the stored decimal strings.

export interface BerthAvailability {
  /** Open for booking and no live reservation overlaps the chosen dates. */
  free: boolean;
  /** The vessel's length and draft fit the berth (true when they were not given). */
  fits: boolean;
  /** Why it cannot be booked for these dates or this vessel; null when it can. */
  reason: string | null;
}

export type BerthZone = 'outer' | 'inner' | 'service';

export interface BerthView {
  id: string;
  name: string;
  zone: BerthZone;
  position: number;
  length: number;
  maxDraft: number;
  waterDepth: number;
  amenities: string[];
  monthlyRate: string;
  weeklyRate: string;
  dailyRate: string;
  status: BerthStatus;
  /** Present when the request named arrival and departure dates. */
  availability?: BerthAvailability;
}

export interface LeaseView {
  id: string;
  reservationId: string;
  status: LeaseStatus;
  leaseDocument: string;
  lesseeName: string | null;
  lesseeCompany: string | null;
  lesseeEmail: string | null;
  lesseeAddress: string | null;
  lesseeCity: string | null;
  lesseeState: string | null;
  lesseeZip: string | null;
  insuranceRequired: boolean;
  insuranceAmount: number;
  specialTerms: string | null;
  signedAt: string | null;
  signerName: string | null;
  signerTitle: string | null;
  digitalSignature: string | null;
  signedDocumentSha256: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ReservationView {
  id: string;
  berthId: string;
  berth: { id: string; name: string; length: number; maxDraft: number };
  vesselName: string;
  vesselLength: number | null;
  vesselBeam: number | null;
  vesselDraft: number | null;
  contactName: string;
  contactEmail: string;
  contactPhone: string | null;
  company: string;
  arrivalDate: string;
  departureDate: string;
  purpose: string | null;
  specialRequirements: string | null;
  status: ReservationStatus;
  totalCost: number;
  paymentStatus: PaymentStatus;
  paidAmount: number | null;
  paidAt: string | null;
  leaseId: string | null;
  lease: LeaseView | null;
  createdAt: string;
  updatedAt: string;
}

/** `POST /api/berth-reservations/{id}/create-payment-intent`: what the browser needs to take the card. */
export type PaymentIntentResponse =
  | { mode: 'stripe'; clientSecret: string; paymentIntentId: string; amount: number; publishableKey: string }
  | { mode: 'test'; clientSecret: string; paymentIntentId: string; amount: number };
