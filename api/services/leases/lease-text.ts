const placeholder = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g;

/**
 * Fills each `{{name}}` of the lease template with its value. A placeholder without a value, or a
 * stray brace pair, is an editing mistake in the template: it throws rather than put a half-filled
 * lease in front of a signer. Values are inserted as they are, braces included.
 */
export function renderLeaseText(template: string, values: Readonly<Record<string, string>>): string {
  const withoutPlaceholders = template.replace(placeholder, '');
  const stray = /\{\{|\}\}/.exec(withoutPlaceholders);
  if (stray) {
    const context = withoutPlaceholders.slice(Math.max(0, stray.index - 30), stray.index + 30).trim();
    throw new Error(`Lease template: malformed placeholder near "${context}"`);
  }
  return template.replace(placeholder, (match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Lease template: unknown placeholder ${match}`);
    return value;
  });
}
