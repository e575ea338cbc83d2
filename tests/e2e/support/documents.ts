import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { DocumentCategoryView, DocumentView } from '#shared/document-views.ts';

/** A small valid PDF whose text names it, so each test's file is its own. */
export const pdfFile = (text: string, padding = 0) => Buffer.from(`%PDF-1.7\n% ${text}\n${'%'.repeat(padding)}\n%%EOF\n`);

/** A word no other test's document contains, for titles a search finds alone. */
export const uniqueWord = (prefix: string) => `${prefix}${randomUUID().slice(0, 8)}`;

const origin = () => ({ Origin: test.info().project.use.baseURL ?? '' });

export interface NewDocument {
  title: string;
  accessLevel?: 'public' | 'customer' | 'internal' | 'admin';
  categoryId?: string;
  tags?: string;
  description?: string;
}

/** Files a document through the API as the signed-in member of staff of `request`'s context. */
export async function uploadThroughApi(
  request: APIRequestContext,
  { title, accessLevel = 'internal', categoryId = '', tags = '', description = '' }: NewDocument,
): Promise<DocumentView> {
  const response = await request.post('/api/documents/upload', {
    headers: origin(),
    multipart: {
      title,
      description,
      accessLevel,
      categoryId,
      tags,
      file: { name: `${title}.pdf`, mimeType: 'application/pdf', buffer: pdfFile(title) },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { document: DocumentView }).document;
}

export async function categoryIds(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.get('/api/document-categories');
  expect(response.ok()).toBe(true);
  return Object.fromEntries(((await response.json()) as DocumentCategoryView[]).map((category) => [category.name, category.id]));
}

/** The library's card for a title. */
export const documentCard = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

/** The cards of the library list now shown. */
export const cards = (page: Page) => page.getByRole('list', { name: 'Documents' }).getByRole('article');
