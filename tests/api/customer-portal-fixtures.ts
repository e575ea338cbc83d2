import { Readable } from 'node:stream';
import { clientMessages, clientUploads, customerDocuments, invoices, serviceRequests } from '#api/db/schema/index.ts';
import type { FileStore, StoredFile } from '#api/storage/file-store.ts';
import { signedInCustomer, type SignedIn } from '#tests/setup/signed-in.ts';
import type { createTestApp } from '#tests/setup/test-app.ts';

// Two customers with a record of every kind each, for the customer area and client portal tests.

type Harness = Awaited<ReturnType<typeof createTestApp>>;

export const pdfBytes = (text: string) => Buffer.from(`%PDF-1.7\n% ${text}\n%%EOF\n`);

export function storeFile(files: FileStore, content: Buffer, mimeType: string, customerId?: string): Promise<StoredFile> {
  return files.put(Readable.from([content]), { mimeType, owner: { customerId } });
}

export interface CustomerRecords {
  customer: SignedIn;
  serviceRequestId: string;
  invoiceId: string;
  documentId: string;
  uploadId: string;
  officeMessageId: string;
  ownMessageId: string;
}

/** A signed-in customer with one service request, invoice, office document, upload, office message (with attachment) and own message. */
export async function customerWithRecords(harness: Harness, label: string): Promise<CustomerRecords> {
  const { db, clock, files } = harness;
  const customer = await signedInCustomer(db, clock, { email: `${label}@example.com` });
  const customerId = customer.id;
  const documentFile = await storeFile(files, pdfBytes(`${label} survey`), 'application/pdf', customerId);
  const uploadFile = await storeFile(files, Buffer.from(`slip,vessel\nA-1,${label}\n`), 'text/csv; charset=utf-8', customerId);
  const attachment = await storeFile(files, pdfBytes(`${label} plan`), 'application/pdf', customerId);
  const [request] = await db
    .insert(serviceRequests)
    .values({ customerId, email: `${label}@example.com`, serviceType: 'Crew Changes', projectDetails: `Crew change for ${label}` })
    .returning();
  const [invoice] = await db
    .insert(invoices)
    .values({
      customerId,
      invoiceNumber: `INV-${label}`,
      description: `Dockage for ${label}`,
      subtotal: 10_000,
      totalAmount: 10_000,
      dueDate: '2026-12-31',
    })
    .returning();
  const [document] = await db
    .insert(customerDocuments)
    .values({
      customerId,
      documentType: 'report',
      fileName: `${label}-survey.pdf`,
      fileUrl: documentFile.id,
      fileSize: documentFile.size,
      description: `Survey for ${label}`,
    })
    .returning();
  const [upload] = await db
    .insert(clientUploads)
    .values({
      customerId,
      fileName: `${label}.csv`,
      originalName: `${label}.csv`,
      filePath: uploadFile.id,
      fileSize: uploadFile.size,
      mimeType: uploadFile.mimeType,
    })
    .returning();
  const [officeMessage, ownMessage] = await db
    .insert(clientMessages)
    .values([
      {
        customerId,
        fromAdmin: true,
        subject: `Plan for ${label}`,
        message: 'Attached.',
        attachmentPath: attachment.id,
        attachmentName: `${label}-plan.pdf`,
      },
      { customerId, subject: `Question from ${label}`, message: 'When?' },
    ])
    .returning();
  if (!request || !invoice || !document || !upload || !officeMessage || !ownMessage) throw new Error('records not inserted');
  return {
    customer,
    serviceRequestId: request.id,
    invoiceId: invoice.id,
    documentId: document.id,
    uploadId: upload.id,
    officeMessageId: officeMessage.id,
    ownMessageId: ownMessage.id,
  };
}

export const idsOf = (rows: { id: string }[]) => rows.map((row) => row.id).toSorted();

export interface Part {
  name: string;
  content: Uint8Array | string;
  /** Written into the header as given, byte for byte, so odd names reach the server unchanged. */
  filename?: string;
  /** Sent as `filename*=UTF-8''…` (already percent-encoded), the way characters a quoted name cannot hold travel. */
  encodedFilename?: string;
}

/** A multipart body written byte for byte, as a browser's form would send it. */
export function multipartBody(parts: Part[]) {
  const boundary = `----portal${crypto.randomUUID()}`;
  const pieces = parts.flatMap((part) => {
    const isFile = part.filename !== undefined || part.encodedFilename !== undefined;
    const filename =
      (part.filename === undefined ? '' : `; filename="${part.filename}"`) +
      (part.encodedFilename === undefined ? '' : `; filename*=UTF-8''${part.encodedFilename}`);
    const type = isFile ? 'Content-Type: application/octet-stream\r\n' : '';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${filename}\r\n${type}\r\n`;
    return [Buffer.from(head), Buffer.from(part.content), Buffer.from('\r\n')];
  });
  return { body: Buffer.concat([...pieces, Buffer.from(`--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}
