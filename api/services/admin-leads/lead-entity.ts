import type { LeadKind } from '#shared/schemas/admin-leads.ts';

/** How the audit log (and the record names and links it is read with) calls each kind of lead. */
export const leadEntityTypes = { service: 'service-request', quote: 'quote' } as const satisfies Record<LeadKind, string>;
