import type { StatusLook } from '#site/islands/ui/Badge.tsx';

// How each record's status reads on the dashboard: a word, and the tone of its badge.

type Looks = Record<string, StatusLook>;

const serviceRequestLooks: Looks = {
  pending: { label: 'Pending', tone: 'waiting' },
  'in-progress': { label: 'In progress', tone: 'working' },
  completed: { label: 'Completed', tone: 'done' },
};

const invoiceLooks: Looks = {
  pending: { label: 'Pending', tone: 'waiting' },
  paid: { label: 'Paid', tone: 'done' },
  overdue: { label: 'Overdue', tone: 'alert' },
};

const reservationLooks: Looks = {
  pending: { label: 'Pending approval', tone: 'waiting' },
  confirmed: { label: 'Confirmed', tone: 'done' },
  active: { label: 'Active', tone: 'working' },
  completed: { label: 'Completed', tone: 'done' },
  cancelled: { label: 'Cancelled', tone: 'closed' },
};

const lookIn = (looks: Looks, status: string): StatusLook =>
  Object.hasOwn(looks, status) ? (looks[status] as StatusLook) : { label: status, tone: null };

/** Pending, in progress and completed are styled; any other status appears as its own words. */
export const serviceRequestStatusLook = (status: string) => lookIn(serviceRequestLooks, status);
export const invoiceStatusLook = (status: string) => lookIn(invoiceLooks, status);
export const reservationStatusLook = (status: string) => lookIn(reservationLooks, status);
