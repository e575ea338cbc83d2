import type { CustomerDocument, CustomerInvoice, CustomerServiceRequest } from '#shared/customer-views.ts';
import type { Invoice, ServiceRequest } from '#api/db/schema/index.ts';
import type { CustomerFile } from './customer-files.ts';
import { invoiceStatusOn } from './invoice-status.ts';

// The spec's customer-facing shapes: only what the customer may read of each record, never staff
// notes, assignments or internal links.

const customerDocumentDownloadUrl = (id: string) => `/api/customer/documents/${id}/download`;

/** The library's download, which checks who may see the document and counts the download. */
const libraryDocumentDownloadUrl = (id: string) => `/api/documents/${id}/download`;

/** Where a customer's file downloads from: the place it is kept decides. */
export const customerFileDownloadUrl = ({ id, source }: Pick<CustomerFile, 'id' | 'source'>) =>
  source === 'library' ? libraryDocumentDownloadUrl(id) : customerDocumentDownloadUrl(id);

export function toCustomerServiceRequest(request: ServiceRequest): CustomerServiceRequest {
  return {
    id: request.id,
    requestNumber: request.requestNumber,
    serviceType: request.serviceType,
    projectDetails: request.projectDetails,
    status: request.status,
    createdAt: request.createdAt.toISOString(),
    scheduledDate: request.scheduledDate?.toISOString() ?? null,
  };
}

/** The invoice as its customer reads it on `today`, the facility's day. */
export function toCustomerInvoice(invoice: Invoice, today: string): CustomerInvoice {
  return {
    id: invoice.id,
    invoiceNumber: invoice.invoiceNumber,
    description: invoice.description,
    totalAmount: invoice.totalAmount,
    status: invoiceStatusOn(invoice, today),
    dueDate: invoice.dueDate,
    paidDate: invoice.paidDate?.toISOString() ?? null,
    refundedAmount: invoice.refundedAmount,
    refundedAt: invoice.refundedAt?.toISOString() ?? null,
  };
}

export function toCustomerDocument(file: CustomerFile): CustomerDocument {
  return {
    id: file.id,
    source: file.source,
    fileName: file.fileName,
    description: file.description,
    documentType: file.documentType,
    fileSize: file.fileSize,
    createdAt: file.createdAt.toISOString(),
    downloadUrl: customerFileDownloadUrl(file),
  };
}
