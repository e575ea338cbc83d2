import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('../..', import.meta.url));

// One file at a time: each file loads both cores on its own (concurrent requests, server processes),
// and the crash files kill processes whose timing a second file running beside them would blur.
export default defineConfig({
  root,
  test: {
    include: ['tests/stress/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 180_000,
  },
});
