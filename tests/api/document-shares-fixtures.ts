import { documents, type NewDocument } from '#api/db/schema/index.ts';
import { signedInCustomer, signedInStaff, type SignedIn } from '#tests/setup/signed-in.ts';
import { createTestApp, sendJson } from '#tests/setup/test-app.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';
import { pdfBytes, storeFile } from './customer-portal-fixtures.ts';

export type Harness = Awaited<ReturnType<typeof createTestApp>>;

/** The site's public address, which share links are built on. */
export const siteOrigin = 'https://marina.example';

export interface ShareWorld {
  harness: Harness;
  staff: SignedIn;
  customer: SignedIn;
}

/** A fresh database with a staff member and a signed-in customer (Danielle Guidry), behind one trusted proxy. */
export async function shareWorld(): Promise<ShareWorld> {
  const harness = await createTestApp({ RATE_LIMIT: 'off', TRUST_PROXY: '1', SITE_URL: siteOrigin });
  await resetDatabase(harness.db);
  const staff = await signedInStaff(harness.db, harness.clock);
  const customer = await signedInCustomer(harness.db, harness.clock);
  return { harness, staff, customer };
}

/** A library document with a stored PDF, as an upload would leave it. */
export async function libraryDocument(harness: Harness, overrides: Partial<NewDocument> = {}) {
  const content = pdfBytes('hull survey of the Gulf Tide');
  const stored = await storeFile(harness.files, content, 'application/pdf');
  const [document] = await harness.db
    .insert(documents)
    .values({
      title: 'Hull survey',
      fileName: 'hull-survey.pdf',
      fileSize: stored.size,
      mimeType: stored.mimeType,
      filePath: stored.id,
      checksum: stored.sha256,
      accessLevel: 'customer',
      ...overrides,
    })
    .returning();
  if (!document) throw new Error('document not inserted');
  return { document, content };
}

export const call = (harness: Harness, method: string, path: string, body?: unknown, cookie?: string) =>
  method === 'GET'
    ? harness.app.request(path, { headers: cookie ? { Cookie: cookie } : {} })
    : sendJson(harness.app, method, path, body, cookie ? { Cookie: cookie } : {});

export interface Opener {
  ip?: string;
  userAgent?: string;
}

/** Opens a share link as a browser would, from `ip` (through the trusted proxy). */
export function openLink(harness: Harness, url: string, { ip = '198.51.100.20', userAgent = 'Mozilla/5.0 (Surveyor)' }: Opener = {}) {
  const { pathname } = new URL(url);
  return harness.app.request(pathname, { headers: { 'X-Forwarded-For': ip, 'User-Agent': userAgent } });
}
