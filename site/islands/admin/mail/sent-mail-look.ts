import type { SentMailSummary } from '#shared/sent-mail-views.ts';
import type { BadgeTone } from '#site/islands/ui/Badge.tsx';

/** A message's status in words and the badge's tone: sent is done, waiting is pending, failed needs attention. */
export const sentMailStatusLook: Record<SentMailSummary['status'], { label: string; tone: BadgeTone }> = {
  sent: { label: 'Sent', tone: 'done' },
  pending: { label: 'Pending', tone: 'waiting' },
  failed: { label: 'Failed', tone: 'alert' },
};
