// The contact page's operations status panel: one home for its items, their wording and the values
// they start with, read by the pre-rendered panel, the API and the editor in the admin dashboard.

export const operationsStatusItems = ['dockAvailability', 'crewTransfer', 'emergencyResponse', 'weather'] as const;
export type OperationsStatusItem = (typeof operationsStatusItems)[number];

export const operationsStatusLabels: Record<OperationsStatusItem, string> = {
  dockAvailability: 'Dock Availability',
  crewTransfer: 'Crew Transfer Services',
  emergencyResponse: 'Emergency Response',
  weather: 'Weather Status',
};

/** What each item says until staff set it, and what the page shows without JavaScript. */
export const operationsStatusDefaults: Record<OperationsStatusItem, string> = {
  dockAvailability: 'Available',
  crewTransfer: 'Active',
  emergencyResponse: '24/7',
  weather: 'Clear',
};

/** Dock availability whenever a berth is free today, whatever staff set for the days none is. */
export const dockAvailableValue = operationsStatusDefaults.dockAvailability;

/** What dock availability says on a day no berth is free, until staff word it otherwise. */
export const dockFullDefault = 'Fully Booked';

export const operationsStatusValueMaxLength = 40;

export interface OperationsStatusEntry {
  item: OperationsStatusItem;
  label: string;
  /** What the panel shows now. */
  value: string;
  /** What staff set (for dock availability: the words for a day with no berth free); the default until they do. */
  setValue: string;
}

/** `GET /api/operations-status`. */
export interface OperationsStatusView {
  items: OperationsStatusEntry[];
  /** When staff last edited the panel (ISO), or null while it still shows its defaults. */
  updatedAt: string | null;
  /** Berths with neither a stay nor a block today. */
  freeBerthsToday: number;
}
