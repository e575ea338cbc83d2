import type { OperationsStatusEntry } from '#shared/operations-status.ts';
import type { OperationsStatusUpdate } from '#shared/schemas/operations-status.ts';

export type StatusPanelValues = Record<OperationsStatusEntry['item'], string>;

export type StatusPanelCheck =
  | { ok: true; update: OperationsStatusUpdate }
  | { ok: false; errors: Partial<Record<keyof StatusPanelValues, string>> };

/** The editor's values as staff set them, from the panel's current entries. */
export const valuesOf = (items: readonly OperationsStatusEntry[]): StatusPanelValues =>
  Object.fromEntries(items.map(({ item, setValue }) => [item, setValue])) as StatusPanelValues;

/**
 * The server's own schema, run on Save: its output is the body sent, its messages shown by each field.
 * Loaded on the first Save, so zod is not part of the admin dashboard's first load.
 */
export async function checkStatusPanel(values: StatusPanelValues): Promise<StatusPanelCheck> {
  const { operationsStatusUpdateSchema } = await import('#shared/schemas/operations-status.ts');
  const parsed = operationsStatusUpdateSchema.safeParse(values);
  if (parsed.success) return { ok: true, update: parsed.data };
  const errors: Partial<Record<keyof StatusPanelValues, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof StatusPanelValues;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
