// Statuses of customer accounts and invoices (spec part 2 §4), shared by the schema, the API and the portals.

export const accountStatuses = ['active', 'inactive', 'suspended', 'pending'] as const;
export type AccountStatus = (typeof accountStatuses)[number];

export const invoiceStatuses = ['pending', 'paid', 'overdue'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];
