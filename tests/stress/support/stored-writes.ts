import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { inArray } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { berthReservations, clientMessages, clientUploads, files, serviceRequests } from '#api/db/schema/index.ts';
import type { FileStore } from '#api/storage/file-store.ts';
import { uploadContent, type AcknowledgedWrite, type WriteKind } from './write-load.ts';

const ofKind = (writes: AcknowledgedWrite[], kind: WriteKind) => writes.filter((write) => write.kind === kind);

async function sameContent(fileStore: FileStore, fileId: string, marker: string): Promise<boolean> {
  const opened = await fileStore.open(fileId);
  return opened !== null && (await buffer(opened.content)).equals(uploadContent(marker));
}

/** The acknowledged writes not stored as they were answered (missing, or with other content). */
export async function lostWrites(db: Database, fileStore: FileStore, writes: AcknowledgedWrite[]): Promise<AcknowledgedWrite[]> {
  const idsOf = (kind: WriteKind) => ofKind(writes, kind).map((write) => write.id);
  const [leads, reservations, messages, uploads] = await Promise.all([
    db
      .select({ id: serviceRequests.id, text: serviceRequests.projectDetails })
      .from(serviceRequests)
      .where(inArray(serviceRequests.id, idsOf('lead'))),
    db
      .select({ id: berthReservations.id, text: berthReservations.contactEmail })
      .from(berthReservations)
      .where(inArray(berthReservations.id, idsOf('reservation'))),
    db
      .select({ id: clientMessages.id, text: clientMessages.subject })
      .from(clientMessages)
      .where(inArray(clientMessages.id, idsOf('message'))),
    db
      .select({ id: clientUploads.id, text: clientUploads.description, fileId: clientUploads.filePath })
      .from(clientUploads)
      .where(inArray(clientUploads.id, idsOf('upload'))),
  ]);
  const stored = new Map([...leads, ...reservations, ...messages, ...uploads].map((row) => [row.id, row]));
  const lost: AcknowledgedWrite[] = [];
  for (const write of writes) {
    const row = stored.get(write.id);
    const intact =
      row?.text?.includes(write.marker) && (!('fileId' in row) || (await sameContent(fileStore, String(row.fileId), write.marker)));
    if (!intact) lost.push(write);
  }
  return lost;
}

/**
 * What the local store's directory holds beyond the files table (a half-written or orphaned file)
 * and what the table names that the directory lacks.
 */
export async function storeMismatch(db: Database, directory: string): Promise<{ strays: string[]; missing: string[] }> {
  const onDisk: string[] = [];
  for (const entry of await readdir(directory, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) onDisk.push(join(entry.parentPath, entry.name).slice(directory.length + 1));
  }
  const rows = await db.select({ id: files.id }).from(files);
  const expected = new Set(rows.map((row) => join(row.id.slice(0, 2), row.id)));
  return { strays: onDisk.filter((path) => !expected.has(path)), missing: [...expected].filter((path) => !onDisk.includes(path)) };
}
