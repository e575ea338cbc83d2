import { apiRequest, getJson, getPage, type ListPage } from '#shared/api-client.ts';
import type { AdminClientMessageView, AdminClientUploadView, AdminClientView, TimelineEntry } from '#shared/admin-client-views.ts';
import type { AdminClient, AdminClientChange, AdminMessage } from '#shared/schemas/admin-clients.ts';
import { postFormWithProgress } from '#site/islands/client/post-form-with-progress.ts';

// The Client Portal tab's calls (`/api/admin/*`); each throws ApiError on a non-OK answer.

export const adminClientKeys = {
  all: ['admin', 'clients'],
  list: (search: string, status: string) => ['admin', 'clients', 'list', search, status],
  client: (id: string) => ['admin', 'clients', 'one', id],
  timeline: (id: string) => ['admin', 'clients', 'timeline', id],
  messages: ['admin', 'client-messages'],
  uploads: ['admin', 'client-uploads'],
} as const;

const clientsPageSize = 25;

/** The first page's address for a search and a status ('' for any). */
export function clientsAddress(search: string, status: string): string {
  const query = new URLSearchParams({ limit: String(clientsPageSize) });
  if (search.trim() !== '') query.set('search', search.trim());
  if (status !== '') query.set('status', status);
  return `/api/admin/clients?${query}`;
}

/** One page of the clients list, newest first, with where the next one is. */
export function listClientsPage(address: string, signal?: AbortSignal): Promise<ListPage<AdminClientView>> {
  return getPage<AdminClientView>(address, signal);
}

export function createClient(input: AdminClient): Promise<AdminClientView> {
  return apiRequest<AdminClientView>('POST', '/api/admin/clients', input);
}

export function updateClient(id: string, input: AdminClientChange): Promise<AdminClientView> {
  return apiRequest<AdminClientView>('PUT', `/api/admin/clients/${encodeURIComponent(id)}`, input);
}

export async function resetClientPassword(id: string): Promise<string> {
  return (await apiRequest<{ tempPassword: string }>('POST', `/api/admin/clients/${encodeURIComponent(id)}/reset-password`)).tempPassword;
}

export function endClientSessions(id: string): Promise<unknown> {
  return apiRequest('POST', `/api/admin/clients/${encodeURIComponent(id)}/end-sessions`);
}

export function getClient(id: string, signal?: AbortSignal): Promise<AdminClientView> {
  return getJson<AdminClientView>(`/api/admin/clients/${encodeURIComponent(id)}`, { signal });
}

const timelinePageSize = 25;

/** The first page of a client's timeline, newest first. */
export const timelineAddress = (id: string) => `/api/admin/clients/${encodeURIComponent(id)}/timeline?limit=${timelinePageSize}`;

/** One page of a client's timeline, with where the next one is. */
export function getTimelinePage(address: string, signal?: AbortSignal): Promise<ListPage<TimelineEntry>> {
  return getPage(address, signal, (body: { entries: TimelineEntry[] }) => body.entries);
}

/** A message to the client; with a file it goes as multipart to the attachment address. */
export function sendClientMessage(input: AdminMessage, attachment: File | null): Promise<unknown> {
  if (!attachment) return apiRequest('POST', '/api/admin/send-client-message', input);
  const form = new FormData();
  for (const [name, value] of Object.entries(input)) form.append(name, String(value));
  form.append('file', attachment);
  return postFormWithProgress('/api/admin/send-client-message-with-attachment', form);
}

export interface ClientFileInput {
  customerId: string;
  file: File;
  description: string;
  category: string;
}

export function uploadClientFile({ customerId, file, description, category }: ClientFileInput): Promise<unknown> {
  const form = new FormData();
  form.append('customerId', customerId);
  form.append('description', description);
  form.append('category', category);
  form.append('file', file);
  return postFormWithProgress('/api/admin/upload-client-file', form);
}

const inboxPageSize = 25;

/** The first page of the office's messages inbox, unread first. */
export const clientMessagesAddress = `/api/admin/client-messages?limit=${inboxPageSize}`;
/** The first page of the office's uploads inbox, unprocessed first. */
export const clientUploadsAddress = `/api/admin/client-uploads?limit=${inboxPageSize}`;

/** One page of the messages inbox, with where the next one is. */
export function listClientMessagesPage(address: string, signal?: AbortSignal): Promise<ListPage<AdminClientMessageView>> {
  return getPage(address, signal, (body: { messages: AdminClientMessageView[] }) => body.messages);
}

/** One page of the uploads inbox, with where the next one is. */
export function listClientUploadsPage(address: string, signal?: AbortSignal): Promise<ListPage<AdminClientUploadView>> {
  return getPage(address, signal, (body: { uploads: AdminClientUploadView[] }) => body.uploads);
}

export function markClientMessageRead(id: string): Promise<unknown> {
  return apiRequest('POST', `/api/admin/client-messages/${encodeURIComponent(id)}/read`);
}

export function markUploadProcessed(id: string, notes: string): Promise<unknown> {
  return apiRequest('POST', `/api/admin/client-uploads/${encodeURIComponent(id)}/process`, notes.trim() === '' ? {} : { notes });
}
