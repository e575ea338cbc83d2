import { anonymousActor } from '#api/auth/actor.ts';
import { documentCategories } from '#api/db/schema/index.ts';
import { serviceContext } from '#api/services/context.ts';
import { documentViewSchema } from '#shared/document-views.ts';
import { signedInCustomer, type SignedIn } from '#tests/setup/signed-in.ts';
import type { Part } from './customer-portal-fixtures.ts';
import { postMultipart } from './admin-clients-fixtures.ts';
import { call, shareWorld, type Harness, type ShareWorld } from './document-shares-fixtures.ts';

export interface LibraryWorld extends ShareWorld {
  /** A second customer, who must see none of Danielle's documents. */
  otherCustomer: SignedIn;
  categories: { contracts: string; certificates: string };
}

/** The share world with a second customer and two categories. */
export async function libraryWorld(): Promise<LibraryWorld> {
  const world = await shareWorld();
  const otherCustomer = await signedInCustomer(world.harness.db, world.harness.clock, { email: 'remy@bayoulift.example' });
  const rows = await world.harness.db
    .insert(documentCategories)
    .values([{ name: 'contracts' }, { name: 'certificates' }, { name: 'manuals', isActive: false }])
    .returning();
  const idOf = (name: string) => rows.find((row) => row.name === name)?.id ?? '';
  return { ...world, otherCustomer, categories: { contracts: idOf('contracts'), certificates: idOf('certificates') } };
}

/** The context the purge worker runs with: no caller, the harness's clock. */
export const systemContext = (harness: Harness) => serviceContext(harness, anonymousActor);

export const pdfPart = (text: string, filename = 'survey.pdf'): Part => ({
  name: 'file',
  filename,
  content: `%PDF-1.7\n% ${text}\n%%EOF\n`,
});

export const fieldParts = (fields: Record<string, string>): Part[] => Object.entries(fields).map(([name, content]) => ({ name, content }));

/** Uploads a document as staff; the answer is checked against its schema. */
export async function upload(
  harness: Harness,
  cookie: string,
  fields: Record<string, string>,
  file: Part = pdfPart(fields.title ?? 'document'),
) {
  const response = await postMultipart(harness, '/api/documents/upload', [...fieldParts(fields), file], cookie);
  if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  return documentViewSchema.strict().parse(((await response.json()) as { document: unknown }).document);
}

export const get = (harness: Harness, path: string, cookie?: string) => call(harness, 'GET', path, undefined, cookie);
