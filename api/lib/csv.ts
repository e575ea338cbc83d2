/**
 * Characters that make a spreadsheet read a cell as a formula (or shift it into one): a cell
 * starting with one of them gets a leading apostrophe, so it opens as the text it was.
 */
const formulaStart = /^[=+\-@\t\r]/;

/** One field of RFC 4180 CSV: neutralised, then quoted when it holds a quote, comma or line break. */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  const safe = formulaStart.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A whole CSV document: a header line, then one line per row, every line ended by CRLF. */
export function csvDocument(header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return [header, ...rows].map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}
