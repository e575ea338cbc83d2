/** One field of an audited record, before and after the action. */
export interface AuditDiffRow {
  field: string;
  before: string;
  after: string;
  changed: boolean;
}

const absent = '—';

/** A stored value as a person reads it: text as is, nothing as a dash, anything else as JSON. */
export function showValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return absent;
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** Every field either side holds, in the order the record lists them, each marked when it changed. */
export function auditDiff(before: Record<string, unknown> | null, after: Record<string, unknown> | null): AuditDiffRow[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.map((field) => {
    const was = showValue(before?.[field]);
    const is = showValue(after?.[field]);
    return { field, before: was, after: is, changed: was !== is };
  });
}
