import { apiRequest, getJson, getPage, type ListPage } from '#shared/api-client.ts';
import type {
  CreatedShare,
  DocumentBulkResult,
  DocumentCategoryView,
  DocumentShareView,
  DocumentVersionView,
  DocumentView,
} from '#shared/document-views.ts';
import type { DocumentBulkChange, DocumentShareInput, DocumentShareUpdate, DocumentUpdateInput } from '#shared/schemas/documents.ts';
import { postFormWithProgress, type PostFormOptions } from '#site/islands/client/post-form-with-progress.ts';
import type { LibraryFilters } from './library-filters.ts';

// The document library's calls (`/api/documents`, `/api/document-categories`); each throws ApiError on a non-OK answer.

export const documentKeys = {
  all: ['documents'],
  list: (filters: LibraryFilters) => ['documents', 'list', filters],
  categories: ['document-categories'],
  versions: (id: string) => ['documents', 'versions', id],
  shares: (id: string) => ['documents', 'shares', id],
} as const;

export const listDocumentsPage = (address: string, signal?: AbortSignal): Promise<ListPage<DocumentView>> =>
  getPage<DocumentView>(address, signal);

export const listCategories = (signal?: AbortSignal) => getJson<DocumentCategoryView[]>('/api/document-categories', { signal });

const documentPath = (id: string) => `/api/documents/${encodeURIComponent(id)}`;

export const uploadDocument = (form: FormData, options: PostFormOptions) =>
  postFormWithProgress<{ document: DocumentView }>('/api/documents/upload', form, options);

export const uploadNewVersion = (id: string, form: FormData, options: PostFormOptions) =>
  postFormWithProgress<{ document: DocumentView }>(`${documentPath(id)}/versions`, form, options);

export const listVersions = (id: string, signal?: AbortSignal) =>
  getJson<{ versions: DocumentVersionView[] }>(`${documentPath(id)}/versions`, { signal }).then((answer) => answer.versions);

export const updateDocument = (id: string, update: DocumentUpdateInput) =>
  apiRequest<{ document: DocumentView }>('PATCH', documentPath(id), update);

export const bulkChangeDocuments = (ids: string[], change: DocumentBulkChange) =>
  apiRequest<DocumentBulkResult>('POST', '/api/documents/bulk', { ids, change });

export const trashDocument = (id: string) => apiRequest<{ document: DocumentView }>('DELETE', documentPath(id));

export const restoreDocument = (id: string) => apiRequest<{ document: DocumentView }>('POST', `${documentPath(id)}/restore`);

export const listShares = (id: string, signal?: AbortSignal) =>
  getJson<{ shares: DocumentShareView[] }>(`${documentPath(id)}/shares`, { signal }).then((answer) => answer.shares);

export const createShare = (id: string, share: DocumentShareInput) => apiRequest<CreatedShare>('POST', `${documentPath(id)}/shares`, share);

export const changeShareExpiry = (id: string, shareId: string, change: DocumentShareUpdate) =>
  apiRequest<{ share: DocumentShareView }>('PATCH', `${documentPath(id)}/shares/${encodeURIComponent(shareId)}`, change);

export const revokeShare = (id: string, shareId: string) =>
  apiRequest<{ share: DocumentShareView }>('DELETE', `${documentPath(id)}/shares/${encodeURIComponent(shareId)}`);
