import { expect, test } from 'vitest';

test('npm scripts run on Node 24 (the node@24 devDependency comes first on PATH)', () => {
  expect(process.version).toMatch(/^v24\./);
});
