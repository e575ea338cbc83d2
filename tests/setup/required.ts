/** `value`, or the test fails naming what was missing; unlike `expect(value).toBeDefined()`, the type narrows for the lines after it. */
export function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`Expected ${what}, found ${String(value)}`);
  return value;
}
