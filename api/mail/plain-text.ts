// Building blocks of the plain-text mails the outbox sends.

/** Shown for a field the sender left empty. */
export const notGiven = '—';

// Names come from public forms; a line break in a subject would start a new header.
export function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** Label/value rows with the values aligned in one column. */
export function fieldTable(rows: [string, string | null][]): string {
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  return rows.map(([label, value]) => `${`${label}:`.padEnd(width)}${value || notGiven}`).join('\n');
}
