import { describe, expect, it } from 'vitest';
import type { LeaseView, ReservationView } from '#shared/berth-views.ts';
import { parseLeaseText } from '#shared/lease-document.ts';
import { loadReservation } from '#site/islands/checkout/load-reservation.ts';

const lease: LeaseView = {
  id: 'b1d7c0de-0000-4000-8000-000000000002',
  reservationId: 'b1d7c0de-0000-4000-8000-000000000001',
  status: 'draft',
  leaseDocument: 'BERTH LEASE AGREEMENT\n\nVessel: M/V Lafitte',
  leaseTextSha256: 'a'.repeat(64),
  document: parseLeaseText('BERTH LEASE AGREEMENT\n\nVessel: M/V Lafitte'),
  lesseeName: 'Renee Guidry',
  lesseeCompany: 'Guidry Offshore LLC',
  lesseeEmail: 'renee@guidryoffshore.example',
  lesseeAddress: '100 Bayou Rd',
  lesseeCity: 'Galliano',
  lesseeState: 'LA',
  lesseeZip: '70354',
  insuranceRequired: true,
  insuranceAmount: 100000000,
  specialTerms: null,
  signedAt: null,
  signerName: null,
  signerTitle: null,
  digitalSignature: null,
  signedDocumentSha256: null,
  createdAt: '2026-05-01T15:00:00.000Z',
  updatedAt: '2026-05-01T15:00:00.000Z',
};

const reservation: ReservationView = {
  id: 'b1d7c0de-0000-4000-8000-000000000001',
  reservationNumber: 'R-2026-000123',
  berthId: 'b1d7c0de-0000-4000-8000-000000000003',
  berth: { id: 'b1d7c0de-0000-4000-8000-000000000003', name: 'Outer 1', length: 150, maxDraft: 20 },
  vesselName: 'M/V Lafitte',
  vesselLength: 120,
  vesselBeam: 32,
  vesselDraft: 12,
  vesselId: null,
  onAccount: false,
  contactName: 'Renee Guidry',
  contactEmail: 'renee@guidryoffshore.example',
  contactPhone: null,
  company: 'Guidry Offshore LLC',
  arrivalDate: '2026-06-01',
  departureDate: '2026-06-04',
  purpose: 'crew-change',
  specialRequirements: null,
  status: 'pending',
  holdExpiresAt: '2026-05-01T15:00:00.000Z',
  cancellationReason: null,
  totalCost: 36000,
  paymentStatus: 'unpaid',
  paidAmount: null,
  paidAt: null,
  leaseId: lease.id,
  lease,
  createdAt: '2026-05-01T14:00:00.000Z',
  updatedAt: '2026-05-01T15:00:00.000Z',
};

const answer =
  (body: unknown, status = 200) =>
  () =>
    Promise.resolve(new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));

describe('loadReservation', () => {
  it('hands over the reservation the API answered, lease included', async () => {
    expect(await loadReservation(answer(reservation))).toEqual({ kind: 'loaded', reservation });
  });

  it('accepts a reservation without a lease yet', async () => {
    const withoutLease = { ...reservation, lease: null, leaseId: null };
    expect(await loadReservation(answer(withoutLease))).toEqual({ kind: 'loaded', reservation: withoutLease });
  });

  it('reports a 404 (unknown id, or another browser’s reservation) as not found', async () => {
    expect(await loadReservation(answer({ message: 'Reservation not found' }, 404))).toEqual({ kind: 'not-found' });
  });

  it('reports a server error as a failure to load', async () => {
    expect(await loadReservation(answer({ message: 'Internal error' }, 500))).toEqual({ kind: 'failed' });
  });

  it('reports an unreachable API as a failure to load', async () => {
    expect(await loadReservation(() => Promise.reject(new TypeError('fetch failed')))).toEqual({ kind: 'failed' });
  });

  it('reports a body that is not JSON (a proxy’s error page) as a failure to load', async () => {
    expect(await loadReservation(answer('<html>Bad Gateway</html>'))).toEqual({ kind: 'failed' });
  });

  it('reports a reservation of the wrong shape as a failure to load', async () => {
    expect(await loadReservation(answer({ ...reservation, totalCost: '360.00' }))).toEqual({ kind: 'failed' });
  });
});
