import type { DocumentShareView } from '#shared/document-views.ts';
import type { StatusLook } from '#site/islands/ui/Badge.tsx';

/** A share's state in words: revoked outranks expired, since a revoked link stays dead whatever its date. */
export function shareStatus(share: Pick<DocumentShareView, 'active' | 'revoked'>): StatusLook {
  if (share.revoked) return { label: 'Revoked', tone: 'closed' };
  if (!share.active) return { label: 'Expired', tone: 'waiting' };
  return { label: 'Active', tone: 'done' };
}
