import { apiRequest, getJson, getPage, type ListPage } from '#shared/api-client.ts';
import type { ClientCounts } from '#shared/client-counts.ts';
import type { ClientMessageView, ClientUploadView } from '#shared/customer-views.ts';
import type { ClientMessageInput, ClientUploadCategory } from '#shared/schemas/client-portal.ts';
import { postFormWithProgress, type PostFormOptions } from './post-form-with-progress.ts';

// The client portal's calls (`/api/client/*`); each throws ApiError on a non-OK answer.

export const clientQueryKeys = {
  messages: ['client', 'messages'],
  uploads: ['client', 'uploads'],
  counts: ['client', 'counts'],
} as const;

// The lists are read a page at a time (Load more), like the customer dashboard's; the counters come counted by the server.
const pageSize = 25;

/** The first page of each of the client's lists. */
export const clientListAddresses = {
  messages: `/api/client/messages?limit=${pageSize}`,
  uploads: `/api/client/uploads?limit=${pageSize}`,
};

/** One page of the thread with the office, newest first. */
export const listMessagesPage = (address: string, signal?: AbortSignal): Promise<ListPage<ClientMessageView>> =>
  getPage<ClientMessageView, { messages: ClientMessageView[] }>(address, signal, ({ messages }) => messages);

/** One page of the client's own uploads and the files the office filed for them, newest first. */
export const listUploadsPage = (address: string, signal?: AbortSignal): Promise<ListPage<ClientUploadView>> =>
  getPage<ClientUploadView, { uploads: ClientUploadView[] }>(address, signal, ({ uploads }) => uploads);

/** Messages, own uploads and processed uploads, over the whole lists. */
export const getCounts = (signal?: AbortSignal) => getJson<ClientCounts>('/api/client/counts', { signal });

export async function sendMessage(input: ClientMessageInput): Promise<ClientMessageView> {
  return (await apiRequest<{ message: ClientMessageView }>('POST', '/api/client/messages', input)).message;
}

export async function markMessageRead(id: string): Promise<ClientMessageView> {
  return (await apiRequest<{ message: ClientMessageView }>('POST', `/api/client/messages/${encodeURIComponent(id)}/read`)).message;
}

export interface ClientUploadInput {
  file: File;
  description: string;
  category: ClientUploadCategory;
  /** YYYY-MM-DD, or blank for none. */
  expiresAt: string;
}

export async function uploadFile(
  { file, description, category, expiresAt }: ClientUploadInput,
  options: PostFormOptions,
): Promise<ClientUploadView> {
  const form = new FormData();
  form.append('description', description);
  form.append('category', category);
  form.append('expiresAt', expiresAt);
  form.append('file', file);
  return (await postFormWithProgress<{ upload: ClientUploadView }>('/api/client/upload', form, options)).upload;
}
