import { reservationViewSchema, type ReservationView } from '#shared/berth-views.ts';

export type ReservationLoad = { kind: 'loaded'; reservation: ReservationView } | { kind: 'not-found' } | { kind: 'failed' };

/**
 * Reads `GET /api/berth-reservations/{id}` for the checkout page, on the server. A 404 (unknown id,
 * or a reservation made in another browser) is "not found"; anything else that is not a reservation
 * of the shared response schema (API down, a 5xx, a proxy's error page) is a failure to load. The
 * island trusts what passed here as its initial data.
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
