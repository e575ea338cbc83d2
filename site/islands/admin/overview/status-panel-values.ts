import type { OperationsStatusEntry, OperationsStatusItem } from '#shared/operations-status.ts';

/** The editor's values as staff set them, from the panel's current entries. */
export const statusPanelValues = (items: readonly OperationsStatusEntry[]) =>
  Object.fromEntries(items.map(({ item, setValue }) => [item, setValue])) as Record<OperationsStatusItem, string>;
