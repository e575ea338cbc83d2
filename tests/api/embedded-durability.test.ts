import { expect, test } from 'vitest';
import { bootRuntime } from '#api/boot.ts';
import { inMemoryDataDir } from '#api/db/client.ts';
import { embeddedDurabilityNote } from '#api/db/embedded-durability.ts';
import { parseConfig } from '#api/env.ts';
import { createMemoryLogger } from '#tests/setup/memory-logger.ts';

test('a production start on the embedded database says plainly, as an error, that it does not survive a power loss', async () => {
  const logger = createMemoryLogger();
  const config = parseConfig({ NODE_ENV: 'production', SITE_URL: 'https://marina.example', DATA_DIR: inMemoryDataDir });
  const runtime = await bootRuntime(config, { logger });
  await runtime.close();

  expect(logger.entries).toContainEqual({ level: 'error', message: embeddedDurabilityNote, fields: {} });
  expect(embeddedDurabilityNote).toContain('power loss');
  // A whole start: a new embedded database, its migrations and the seed.
}, 60_000);
