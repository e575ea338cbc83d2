import type { StatusLook } from '#site/islands/ui/Badge.tsx';

const looks: Record<string, StatusLook> = {
  active: { label: 'Active', tone: 'done' },
  pending: { label: 'Pending', tone: 'waiting' },
  inactive: { label: 'Inactive', tone: 'closed' },
  suspended: { label: 'Suspended', tone: 'alert' },
};

/** How a client's account status reads in the office's lists: a word, and the tone of its badge. */
export const accountStatusLook = (status: string): StatusLook => looks[status] ?? { label: status, tone: null };

export const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
