import { apiRequest, getJson } from '#shared/api-client.ts';
import type { CustomerNotificationsAnswer } from '#shared/admin-client-views.ts';

// The signed-in customer's notifications (`/api/customer/notifications`), the same in both portals.

export const notificationsQueryKey = ['customer', 'notifications'] as const;

export function listNotifications(signal?: AbortSignal): Promise<CustomerNotificationsAnswer> {
  return getJson<CustomerNotificationsAnswer>('/api/customer/notifications', { signal });
}

export function markNotificationRead(id: string): Promise<unknown> {
  return apiRequest('POST', `/api/customer/notifications/${encodeURIComponent(id)}/read`);
}

export function markAllNotificationsRead(): Promise<unknown> {
  return apiRequest('POST', '/api/customer/notifications/read-all');
}
