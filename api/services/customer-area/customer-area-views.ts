import type { CustomerDocument, CustomerInvoice, CustomerServiceRequest } from '#shared/customer-views.ts';
import type { CustomerDocument as CustomerDocumentRow, Invoice, ServiceRequest } from '../../db/schema/index.ts';

// The spec's customer-facing shapes: only what the customer may read of each record, never staff
// notes, assignments or internal links.

export const customerDocumentDownloadUrl = (id: string) => `/api/customer/documents/${id}/download`;

export function toCustomerServiceRequest(request: ServiceRequest): CustomerServiceRequest {
  return {
    id: request.id,
    serviceType: request.serviceType,
    projectDetails: request.projectDetails,
    status: request.status,
    createdAt: request.createdAt.toISOString(),
    scheduledDate: request.scheduledDate?.toISOString() ?? null,
  };
}

export function toCustomerInvoice(invoice: Invoice): CustomerInvoice {
  return {
    id: invoice.id,
    invoiceNumber: invoice.invoiceNumber,
    description: invoice.description,
    totalAmount: invoice.totalAmount,
    status: invoice.status,
    dueDate: invoice.dueDate,
  };
}

export function toCustomerDocument(document: CustomerDocumentRow): CustomerDocument {
  return {
    id: document.id,
    fileName: document.fileName,
    description: document.description,
    documentType: document.documentType,
    fileSize: document.fileSize,
    createdAt: document.createdAt.toISOString(),
    downloadUrl: customerDocumentDownloadUrl(document.id),
  };
}
