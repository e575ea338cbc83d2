import type { DocumentShareView } from '#shared/document-views.ts';
import type { Customer, DocumentShare, DocumentShareOpen } from '#api/db/schema/index.ts';
import type { DocumentStatus } from '#shared/document-options.ts';
import { shareOpens } from './share-state.ts';

export interface ShareRecord {
  share: DocumentShare;
  customer: Pick<Customer, 'id' | 'firstName' | 'lastName'> | null;
  /** Newest first. */
  opens: DocumentShareOpen[];
}

export function toDocumentShareView({ share, customer, opens }: ShareRecord, documentStatus: DocumentStatus, now: Date): DocumentShareView {
  return {
    id: share.id,
    sharedWithEmail: share.sharedWithEmail,
    sharedWithCustomer: customer && { id: customer.id, name: `${customer.firstName} ${customer.lastName}`.trim() },
    access: share.accessLevel,
    expiresAt: share.expiresAt.toISOString(),
    active: shareOpens(share, documentStatus, now),
    revoked: !share.isActive,
    sharedBy: share.sharedBy,
    createdAt: share.createdAt.toISOString(),
    opens: opens.map((open) => ({ openedAt: open.openedAt.toISOString(), ipAddress: open.ipAddress, userAgent: open.userAgent })),
  };
}
