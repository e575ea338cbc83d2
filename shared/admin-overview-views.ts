// What the admin dashboard's overview answers (`GET /api/admin/overview`): the day at a glance.
import type { UninsuredVesselView } from './insurance-views.ts';

/** Records of one age range, e.g. leads waiting between one hour and a day. */
export interface AgeBucketCount {
  label: string;
  count: number;
}

/** Records waiting, in all and by how long. */
export interface WaitingByAge {
  total: number;
  buckets: AgeBucketCount[];
}

/** A stay arriving or leaving this week. */
export interface OverviewStay {
  id: string;
  reservationNumber: string;
  vesselName: string;
  berthName: string;
  /** The day of arrival (for arrivals) or departure (for departures), `YYYY-MM-DD`. */
  date: string;
}

interface FailedMailView {
  id: string;
  to: string;
  subject: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
}

interface OccupancyDay {
  date: string;
  occupied: number;
}

/** Where a dated file lives: a library document, or a certificate a client uploaded. */
type ExpiringFileKind = 'document' | 'upload';

/** A document or client certificate whose expiry date is near or past. */
export interface ExpiringFileView {
  kind: ExpiringFileKind;
  id: string;
  /** The document's title, or the upload's file name. */
  title: string;
  /** The last day it covers, `YYYY-MM-DD`. */
  expiresAt: string;
  /** Already past its last day. */
  expired: boolean;
  /** A certificate (a client's certificate upload, or a library document of the certificates category): insurance cover. */
  certificate: boolean;
  /** Whose it is, when it belongs to a customer. */
  customer: { id: string; name: string; company: string; email: string } | null;
}

/** A staff name signed in to with the wrong password again and again in the last day. */
export interface SignInFailureView {
  /** The account's username, or the name as typed (lower-cased) when no account has it. */
  username: string;
  accountExists: boolean;
  /** The person's name, when the account has one. */
  name: string | null;
  failures: number;
  /** Of the failures, those the account's delay refused before the password was checked. */
  refused: number;
  /** How many addresses the failures came from. */
  addresses: number;
  lastFailureAt: string;
}

export interface AdminOverview {
  /** Today at the facility, `YYYY-MM-DD`. */
  today: string;
  /** The seven days from today: `from` the first, `to` the last. */
  week: { from: string; to: string };
  arrivals: OverviewStay[];
  departures: OverviewStay[];
  /** Berths taken by stays and blocks on each of the next 30 days. */
  occupancy: { totalBerths: number; days: OccupancyDay[] };
  /** Service and quote requests nobody has acted on yet. */
  leadsWaiting: WaitingByAge;
  /** Paid reservations waiting for approval, aged from payment. */
  approvalsWaiting: WaitingByAge;
  /** Unpaid reservations still holding their berth. */
  unpaidHolds: number;
  /** Mail the outbox gave up on: the count and the latest few. */
  failedMail: { count: number; latest: FailedMailView[] };
  /**
   * Active library documents and client certificates whose expiry date is at most `withinDays`
   * from today, already expired ones included: how many, and the soonest first.
   */
  expiring: { withinDays: number; count: number; soonest: ExpiringFileView[] };
  /**
   * Staff names with at least `atLeast` failed sign-ins in the last `withinHours` hours: how many,
   * and the most recently failing first.
   */
  signInFailures: { withinHours: number; atLeast: number; count: number; accounts: SignInFailureView[] };
  /** Vessels with a stay now or coming whose insurance has run out: how many, and the soonest stays first. */
  uninsured: { count: number; vessels: UninsuredVesselView[] };
}
