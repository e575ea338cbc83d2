import type { DocumentStatus, ShareExpiryDays } from '#shared/document-options.ts';
import type { DocumentShare } from '#api/db/schema/index.ts';

const dayMs = 86_400_000;

/** When a share made or renewed at `now` stops opening. */
export function shareExpiresAt(now: Date, days: ShareExpiryDays): Date {
  return new Date(now.getTime() + days * dayMs);
}

/** A link opens its file while the share is not revoked, not past its expiry and its document not trashed. */
export function shareOpens(share: Pick<DocumentShare, 'isActive' | 'expiresAt'>, documentStatus: DocumentStatus, now: Date): boolean {
  return share.isActive && share.expiresAt.getTime() > now.getTime() && documentStatus === 'active';
}

/** Only these levels may leave the office by link (decision 045). */
export function isShareableLevel(accessLevel: string): boolean {
  return accessLevel === 'public' || accessLevel === 'customer';
}
