/**
 * Who is calling, decided once per request from the cookies (api/auth/identify-actor.ts). A
 * browser can be a customer and hold a guest checkout at the same time; staff are staff.
 */
export interface Actor {
  staff: { userId: string; username: string; sessionId: string } | null;
  /** `emailVerified`: the customer opened the link mailed to `email` (decision 033). */
  customer: { customerId: string; email: string; emailVerified: boolean; sessionId: string } | null;
  /** SHA-256 of the browser's checkout cookie: it proves which guest reservations this browser made. */
  checkoutTokenHash: string | null;
}

export const anonymousActor: Actor = { staff: null, customer: null, checkoutTokenHash: null };
