/** Email addresses are compared without letter case, as the unique index on customers compares them. */
export function sameEmail(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}
