import { z } from 'zod';
import { leaseStatuses, paymentStatuses, reservationStatuses } from '../../../shared/berth-options.ts';
import type { LeaseView, ReservationView } from '../../../shared/berth-views.ts';

const leaseViewSchema: z.ZodType<LeaseView> = z.object({
  id: z.string(),
  reservationId: z.string(),
  status: z.enum(leaseStatuses),
  leaseDocument: z.string(),
  lesseeName: z.string().nullable(),
  lesseeCompany: z.string().nullable(),
  lesseeEmail: z.string().nullable(),
  lesseeAddress: z.string().nullable(),
  lesseeCity: z.string().nullable(),
  lesseeState: z.string().nullable(),
  lesseeZip: z.string().nullable(),
  insuranceRequired: z.boolean(),
  insuranceAmount: z.number(),
  specialTerms: z.string().nullable(),
  signedAt: z.string().nullable(),
  signerName: z.string().nullable(),
  signerTitle: z.string().nullable(),
  digitalSignature: z.string().nullable(),
  signedDocumentSha256: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

const reservationViewSchema: z.ZodType<ReservationView> = z.object({
  id: z.string(),
  berthId: z.string(),
  berth: z.object({ id: z.string(), name: z.string(), length: z.number(), maxDraft: z.number() }),
  vesselName: z.string(),
  vesselLength: z.number().nullable(),
  vesselBeam: z.number().nullable(),
  vesselDraft: z.number().nullable(),
  contactName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string().nullable(),
  company: z.string(),
  arrivalDate: z.iso.date(),
  departureDate: z.iso.date(),
  purpose: z.string().nullable(),
  specialRequirements: z.string().nullable(),
  status: z.enum(reservationStatuses),
  totalCost: z.number().int(),
  paymentStatus: z.enum(paymentStatuses),
  paidAmount: z.number().int().nullable(),
  paidAt: z.string().nullable(),
  leaseId: z.string().nullable(),
  lease: leaseViewSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type ReservationLoad =
  | { kind: 'loaded'; reservation: ReservationView }
  | { kind: 'not-found' }
  | { kind: 'failed' };

/**
 * Reads `GET /api/berth-reservations/{id}` for the checkout page. A 404 (unknown id, or a reservation
 * made in another browser) is "not found"; anything else that is not a well-formed reservation (API
 * down, a 5xx, a proxy's error page) is a failure to load.
 */
export async function loadReservation(request: () => Promise<Response>): Promise<ReservationLoad> {
  try {
    const response = await request();
    if (response.status === 404) return { kind: 'not-found' };
    if (!response.ok) return { kind: 'failed' };
    const parsed = reservationViewSchema.safeParse(await response.json());
    return parsed.success ? { kind: 'loaded', reservation: parsed.data } : { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}
