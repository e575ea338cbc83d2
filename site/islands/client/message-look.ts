import type { ClientMessageView } from '#shared/customer-views.ts';

export interface PriorityLook {
  /** The badge's words, e.g. "Urgent": the priority is read, never told by colour alone. */
  label: string;
  destructive: boolean;
}

/**
 * The priority badge of a message, or undefined for a normal one. Urgent is always styled
 * destructive, and so is high when the office sends it (the office's top level); other values show
 * as plain badges with their own name.
 */
export function priorityLook(message: Pick<ClientMessageView, 'priority' | 'fromAdmin'>): PriorityLook | undefined {
  const priority = message.priority.trim().toLowerCase();
  if (priority === '' || priority === 'normal') return undefined;
  const destructive = priority === 'urgent' || (priority === 'high' && message.fromAdmin);
  return { label: priority.charAt(0).toUpperCase() + priority.slice(1), destructive };
}

/** How many messages the Messages tab lists before "View all". */
export const recentMessageCount = 5;
