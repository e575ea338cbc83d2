/** `ILIKE` pattern matching `text` anywhere, its `%`, `_` and `\` taken literally (backslash is the default escape). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
