import { afterEach, beforeEach, vi } from 'vitest';

// An unexpected console.error is a bug the assertions did not look for.
let consoleError: { mock: { calls: unknown[][] }; mockRestore(): void };

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});

afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockRestore();
  if (calls.length > 0) throw new Error(`console.error was called: ${calls.map((call: unknown[]) => call.join(' ')).join('\n')}`);
});
