import { defineConfig } from 'drizzle-kit';

// Paths are relative to the repository root, where the npm scripts run.
export default defineConfig({
  dialect: 'postgresql',
  schema: './api/db/schema/index.ts',
  out: './api/db/migrations',
});
