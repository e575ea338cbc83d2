import { apiRequest, getJson, getPage, type ListPage } from '#shared/api-client.ts';
import type { AdminReservationDetail, AdminReservationView, BerthBlockView, BerthCalendarView } from '#shared/admin-reservation-views.ts';
import type { BerthView, ReservationView } from '#shared/berth-views.ts';
import { maxPageSize } from '#shared/page-size.ts';
import type { ReservationTargetStatus } from '#shared/reservation-transitions.ts';
import { addDays } from '#shared/stay-dates.ts';
import type { ReservationStatusChange } from '#shared/schemas/admin-reservations.ts';
import type { BerthBlockFormInput } from '#shared/schemas/berth-block.ts';

// The Berth Reservations tab's calls; each throws ApiError on a non-OK answer.

export const reservationKeys = {
  all: ['admin', 'reservations'],
  list: (filters: ReservationFilters) => ['admin', 'reservations', 'list', filters],
  detail: (id: string) => ['admin', 'reservations', 'detail', id],
  berths: ['admin', 'berths'],
  calendar: (berthId: string, from: string, to: string) => ['admin', 'reservations', 'calendar', berthId, from, to],
  movements: (today: string) => ['admin', 'reservations', 'movements', today],
} as const;

/** The list's filters; '' means any. */
export interface ReservationFilters {
  status: string;
  berthId: string;
  from: string;
  to: string;
}

const pageSize = 25;

/** The first page's address for these filters. */
export function reservationsAddress(filters: ReservationFilters): string {
  const query = new URLSearchParams({ limit: String(pageSize) });
  for (const [name, value] of Object.entries(filters)) if (value !== '') query.set(name, value);
  return `/api/berth-reservations?${query}`;
}

export function listReservationsPage(address: string, signal?: AbortSignal): Promise<ListPage<AdminReservationView>> {
  return getPage<AdminReservationView>(address, signal);
}

/** Every page of the staff list at `address`. */
async function allPages(address: string, signal?: AbortSignal): Promise<AdminReservationView[]> {
  const rows: AdminReservationView[] = [];
  for (let next: string | undefined = address; next !== undefined; ) {
    const page: ListPage<AdminReservationView> = await getPage<AdminReservationView>(next, signal);
    rows.push(...page.rows);
    next = page.next;
  }
  return rows;
}

/**
 * The stays that may arrive or leave on the facility's `today` or the day after, from the staff
 * list's filters: confirmed stays arriving by tomorrow, active stays leaving from today on.
 * movementsOf picks the day's arrivals and departures from them.
 */
export async function listMovementCandidates(today: string, signal?: AbortSignal): Promise<AdminReservationView[]> {
  const address = (status: string, from: string) =>
    `/api/berth-reservations?${new URLSearchParams({ status, from, to: addDays(today, 2), limit: String(maxPageSize) })}`;
  const [arriving, leaving] = await Promise.all([
    allPages(address('confirmed', today), signal),
    allPages(address('active', addDays(today, -1)), signal),
  ]);
  return [...arriving, ...leaving];
}

/** Moves a reservation on; a decline's reason, when given, is told to the customer. */
export function changeReservationStatus(id: string, status: ReservationTargetStatus, reason?: string): Promise<ReservationView> {
  const change: ReservationStatusChange = reason ? { status, reason } : { status };
  return apiRequest<ReservationView>('PATCH', `/api/berth-reservations/${encodeURIComponent(id)}`, change);
}

export function reservationDetail(id: string, signal?: AbortSignal): Promise<AdminReservationDetail> {
  return getJson<AdminReservationDetail>(`/api/admin/reservations/${encodeURIComponent(id)}`, { signal });
}

export function cancelHold(id: string): Promise<ReservationView> {
  return apiRequest<ReservationView>('POST', `/api/admin/reservations/${encodeURIComponent(id)}/cancel-hold`);
}

export function listBerths(signal?: AbortSignal): Promise<BerthView[]> {
  return getJson<BerthView[]>('/api/berths', { signal });
}

export function berthCalendar(berthId: string, from: string, to: string, signal?: AbortSignal): Promise<BerthCalendarView> {
  const query = new URLSearchParams({ from, to });
  return getJson<BerthCalendarView>(`/api/admin/berths/${encodeURIComponent(berthId)}/calendar?${query}`, { signal });
}

export function addBlock(berthId: string, block: BerthBlockFormInput): Promise<BerthBlockView> {
  return apiRequest<BerthBlockView>('POST', `/api/admin/berths/${encodeURIComponent(berthId)}/blocks`, block);
}

export function removeBlock(berthId: string, blockId: string): Promise<void> {
  return apiRequest<void>('DELETE', `/api/admin/berths/${encodeURIComponent(berthId)}/blocks/${encodeURIComponent(blockId)}`);
}
