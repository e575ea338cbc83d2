import type { TimelineKind } from '#shared/admin-client-views.ts';

/** Who a timeline entry comes from, in words: the office reads each kind at a glance. */
export const timelineKindLabels: Record<TimelineKind, string> = {
  'service-request': 'Service request',
  quote: 'Quote request',
  reservation: 'Reservation',
  payment: 'Payment',
  'message-from-client': 'Message from client',
  'message-from-office': 'Message from office',
  'file-from-client': 'File from client',
  'file-from-office': 'File from office',
  mail: 'Mail',
  audit: 'Office action',
};
