import { expect, test } from 'vitest';
import {
  leaseDocumentDescription,
  leaseFileName,
  reservationInvoiceDescription,
  reservationInvoiceNumber,
} from '#api/services/customer-records/record-names.ts';

const stay = {
  reservationNumber: 'R-2026-000123',
  berthName: 'Outer 3',
  vesselName: 'M/V Gulf Runner',
  arrivalDate: '2026-03-02',
  departureDate: '2026-03-11',
};

test('records of a reservation are named after its number', () => {
  expect(reservationInvoiceNumber('R-2026-000123')).toBe('INV-R-2026-000123');
  expect(leaseFileName('R-2026-000123')).toBe('Berth-Lease-R-2026-000123.pdf');
});

test('descriptions name the reservation, berth, vessel and stay', () => {
  expect(reservationInvoiceDescription(stay)).toBe(
    'Berth reservation R-2026-000123: Outer 3 for M/V Gulf Runner, Mar 2, 2026 to Mar 11, 2026',
  );
  expect(leaseDocumentDescription(stay)).toBe(
    'Signed berth lease, reservation R-2026-000123: Outer 3 for M/V Gulf Runner, Mar 2, 2026 to Mar 11, 2026',
  );
});
