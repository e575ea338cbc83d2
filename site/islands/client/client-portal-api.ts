import { apiRequest, getJson } from '../../../shared/api-client.ts';
import type { ClientMessageView, ClientUploadView } from '../../../shared/customer-views.ts';
import type { ClientMessageInput, ClientUploadCategory } from '../../../shared/schemas/client-portal.ts';
import { maxPageSize } from '../../../shared/schemas/page.ts';
import { postFormWithProgress, type PostFormOptions } from './post-form-with-progress.ts';

// The client portal's calls (`/api/client/*`); each throws ApiError on a non-OK answer.

export const clientQueryKeys = {
  messages: ['client', 'messages'],
  uploads: ['client', 'uploads'],
} as const;

/**
 * The newest messages, as many as one page of the API holds. A thread longer than that is far
 * beyond what a client exchanges with the office; the list then says it shows the latest ones.
 */
export const messagesShown = maxPageSize;

export async function listMessages(signal?: AbortSignal): Promise<ClientMessageView[]> {
  return (await getJson<{ messages: ClientMessageView[] }>(`/api/client/messages?limit=${messagesShown}`, { signal })).messages;
}

export async function sendMessage(input: ClientMessageInput): Promise<ClientMessageView> {
  return (await apiRequest<{ message: ClientMessageView }>('POST', '/api/client/messages', input)).message;
}

export async function markMessageRead(id: string): Promise<ClientMessageView> {
  return (await apiRequest<{ message: ClientMessageView }>('POST', `/api/client/messages/${encodeURIComponent(id)}/read`)).message;
}

/** The client's own uploads and the files the office filed for them, newest first. */
export async function listUploads(signal?: AbortSignal): Promise<ClientUploadView[]> {
  return (await getJson<{ uploads: ClientUploadView[] }>('/api/client/uploads', { signal })).uploads;
}

export interface ClientUploadInput {
  file: File;
  description: string;
  category: ClientUploadCategory;
}

export async function uploadFile({ file, description, category }: ClientUploadInput, options: PostFormOptions): Promise<ClientUploadView> {
  const form = new FormData();
  form.append('description', description);
  form.append('category', category);
  form.append('file', file);
  return (await postFormWithProgress<{ upload: ClientUploadView }>('/api/client/upload', form, options)).upload;
}
