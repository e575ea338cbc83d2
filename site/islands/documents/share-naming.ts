import type { DocumentShareView } from '#shared/document-views.ts';
import { formatFacilityDateTime } from '#shared/stay-dates.ts';

/** Who a link was made for: the customer's name, else the address it was mailed to. */
export const recipientOf = (share: Pick<DocumentShareView, 'sharedWithCustomer' | 'sharedWithEmail'>) =>
  share.sharedWithCustomer?.name ?? share.sharedWithEmail ?? 'Nobody named';

/** When a link was made, at the facility's clock: what tells two links to one recipient apart. */
export const createdAtOf = (share: Pick<DocumentShareView, 'createdAt'>) => formatFacilityDateTime(share.createdAt);

/** A link named as staff tell it apart: "surveyor@coastal.example, created Nov 3, 2026, 2:15 PM CST". */
export const shareNameOf = (share: Pick<DocumentShareView, 'sharedWithCustomer' | 'sharedWithEmail' | 'createdAt'>) =>
  `${recipientOf(share)}, created ${createdAtOf(share)}`;
