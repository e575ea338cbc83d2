import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { createApp } from '#api/app.ts';
import { files } from '#api/db/schema/index.ts';
import { createLocalFileStore } from '#api/storage/local-file-store.ts';
import { signedInStaff, type SignedIn } from '#tests/setup/signed-in.ts';
import { createTestApp, testOrigin } from '#tests/setup/test-app.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';
import { customerWithRecords, multipartBody, type CustomerRecords, type Part } from '#tests/api/customer-portal-fixtures.ts';
import { libraryDocument } from '#tests/api/document-shares-fixtures.ts';

/**
 * The API with its files in the local driver under a data directory of its own, so a test can see
 * every byte the server wrote; a staff member and two customers with a record of every kind each.
 */
export interface FilesWorld {
  harness: Awaited<ReturnType<typeof createTestApp>>;
  /** The data directory: the store keeps its files under `files/` and must write nowhere else. */
  dataDir: string;
  staff: SignedIn;
  alice: CustomerRecords;
  bruno: CustomerRecords;
  /** A library document linked to Alice, for the library's routes. */
  aliceLibraryDocumentId: string;
  /** Every file path under the data directory, relative to it. */
  filesOnDisk(): Promise<string[]>;
  storedFileCount(): Promise<number>;
  dispose(): Promise<void>;
}

export async function filesWorld(): Promise<FilesWorld> {
  const base = await createTestApp({ RATE_LIMIT: 'off' });
  await resetDatabase(base.db);
  const dataDir = await mkdtemp(join(tmpdir(), 'files-attack-'));
  const store = createLocalFileStore(base.db, join(dataDir, 'files'));
  const app = createApp({
    config: base.config,
    db: base.db,
    clock: base.clock,
    logger: base.logger,
    payments: base.payments,
    files: store,
  });
  const harness = { ...base, app, files: store };
  const staff = await signedInStaff(harness.db, harness.clock);
  const alice = await customerWithRecords(harness, 'alice');
  const bruno = await customerWithRecords(harness, 'bruno');
  const { document } = await libraryDocument(harness, { customerId: alice.customer.id });
  return {
    harness,
    dataDir,
    staff,
    alice,
    bruno,
    aliceLibraryDocumentId: document.id,
    async filesOnDisk() {
      const entries = await readdir(dataDir, { recursive: true, withFileTypes: true });
      return entries.filter((entry) => !entry.isDirectory()).map((entry) => relative(dataDir, join(entry.parentPath, entry.name)));
    },
    storedFileCount: () => harness.db.$count(files),
    dispose: () => rm(dataDir, { recursive: true, force: true }),
  };
}

/** Where the local store puts a file: `files/<first two characters of its id>/<id>`. */
export const storedFilePath = /^files\/[0-9a-f]{2}\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** An upload address, who may send to it, its text fields, and how its file is downloaded again. */
export interface UploadRoute {
  name: string;
  path: (world: FilesWorld) => Promise<string>;
  sender: (world: FilesWorld) => SignedIn;
  fields: (world: FilesWorld) => Record<string, string>;
  /** The upload's download, as the person it is meant for opens it. */
  download: (world: FilesWorld, answer: unknown) => Response | Promise<Response>;
  acceptsText: boolean;
}

const get = (world: FilesWorld, path: string, cookie: string) => world.harness.app.request(path, { headers: { Cookie: cookie } });

interface Answer {
  upload?: { downloadUrl: string };
  document?: { id: string; downloadUrl?: string };
  message?: { id: string };
}

async function newLibraryDocument(world: FilesWorld): Promise<string> {
  const { document } = await libraryDocument(world.harness, { accessLevel: 'public' });
  return `/api/documents/${document.id}/versions`;
}

export const uploadRoutes: UploadRoute[] = [
  {
    name: 'client portal upload',
    path: async () => '/api/client/upload',
    sender: (world) => world.alice.customer,
    fields: () => ({ description: 'Hull survey', category: 'general' }),
    download: (world, answer) => get(world, (answer as Answer).upload?.downloadUrl ?? '', world.alice.customer.cookie),
    acceptsText: true,
  },
  {
    name: 'office file for a client',
    path: async () => '/api/admin/upload-client-file',
    sender: (world) => world.staff,
    fields: (world) => ({ customerId: world.alice.customer.id, description: 'Hull survey', category: 'Survey Reports' }),
    download: (world, answer) =>
      get(world, `/api/customer/documents/${(answer as Answer).document?.id}/download`, world.alice.customer.cookie),
    acceptsText: false,
  },
  {
    name: 'office message with attachment',
    path: async () => '/api/admin/send-client-message-with-attachment',
    sender: (world) => world.staff,
    fields: (world) => ({ customerId: world.alice.customer.id, subject: 'Dock plan', message: 'Attached.', priority: 'normal' }),
    download: (world, answer) =>
      get(world, `/api/client/messages/${(answer as Answer).message?.id}/attachment`, world.alice.customer.cookie),
    acceptsText: false,
  },
  {
    name: 'document library upload',
    path: async () => '/api/documents/upload',
    sender: (world) => world.staff,
    fields: () => ({ title: 'Hull survey', accessLevel: 'public' }),
    download: (world, answer) => get(world, (answer as Answer).document?.downloadUrl ?? '', world.staff.cookie),
    acceptsText: false,
  },
  {
    name: 'document library new version',
    path: newLibraryDocument,
    sender: (world) => world.staff,
    fields: () => ({ changeNotes: 'Signed copy' }),
    download: (world, answer) => get(world, (answer as Answer).document?.downloadUrl ?? '', world.staff.cookie),
    acceptsText: false,
  },
];

/** Sends `file` with the route's fields to the route, in process, as its sender's browser would. */
export async function uploadTo(world: FilesWorld, route: UploadRoute, file: Part, path?: string): Promise<Response> {
  const fields = Object.entries(route.fields(world)).map(([name, content]): Part => ({ name, content }));
  const { body, contentType } = multipartBody([...fields, file]);
  return world.harness.app.request(path ?? (await route.path(world)), {
    method: 'POST',
    headers: { Origin: testOrigin, 'Content-Type': contentType, Cookie: route.sender(world).cookie },
    body,
  });
}
