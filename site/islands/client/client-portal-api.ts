import { apiRequest, getAllPages } from '#shared/api-client.ts';
import type { ClientMessageView, ClientUploadView } from '#shared/customer-views.ts';
import type { ClientMessageInput, ClientUploadCategory } from '#shared/schemas/client-portal.ts';
import { maxPageSize } from '#shared/page-size.ts';
import { postFormWithProgress, type PostFormOptions } from './post-form-with-progress.ts';

// The client portal's calls (`/api/client/*`); each throws ApiError on a non-OK answer.

export const clientQueryKeys = {
  messages: ['client', 'messages'],
  uploads: ['client', 'uploads'],
} as const;

/** The whole thread with the office, newest first, read page by page. */
export function listMessages(signal?: AbortSignal): Promise<ClientMessageView[]> {
  return getAllPages<ClientMessageView, { messages: ClientMessageView[] }>(`/api/client/messages?limit=${maxPageSize}`, {
    pick: ({ messages }) => messages,
    signal,
  });
}

export async function sendMessage(input: ClientMessageInput): Promise<ClientMessageView> {
  return (await apiRequest<{ message: ClientMessageView }>('POST', '/api/client/messages', input)).message;
}

export async function markMessageRead(id: string): Promise<ClientMessageView> {
  return (await apiRequest<{ message: ClientMessageView }>('POST', `/api/client/messages/${encodeURIComponent(id)}/read`)).message;
}

/** The client's own uploads and the files the office filed for them, newest first. */
export function listUploads(signal?: AbortSignal): Promise<ClientUploadView[]> {
  return getAllPages<ClientUploadView, { uploads: ClientUploadView[] }>(`/api/client/uploads?limit=${maxPageSize}`, {
    pick: ({ uploads }) => uploads,
    signal,
  });
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
