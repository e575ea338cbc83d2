import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, test } from 'vitest';
import { openDatabase } from '#api/db/client.ts';
import { createFileStore } from '#api/storage/create-file-store.ts';
import { startApiProcess, stopApiProcess } from './support/api-process.ts';
import { berthIdsNamed, signInDemoCustomer } from './support/demo-customer.ts';
import { createStressDatabase, notePostgresMissing, postgresAvailable } from './support/postgres-server.ts';
import { lostWrites, storeMismatch } from './support/stored-writes.ts';
import { startWriteLoad, type AcknowledgedWrite } from './support/write-load.ts';

const kills = 3;

notePostgresMissing('the crash suite');
const databases = postgresAvailable ? (['embedded', 'postgres'] as const) : (['embedded'] as const);

describe.each(databases)('kill -9 under a write load on the %s database', (kind) => {
  test(`every write answered 2xx survives ${kills} kills in a row, and the store holds no stray file`, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), `stress-crash-${kind}-`));
    const stressDatabase = kind === 'postgres' ? await createStressDatabase('crash') : undefined;
    const environment = {
      DATA_DIR: dataDir,
      FILE_STORE: 'local',
      DEMO_DATA: '1',
      ...(stressDatabase && { DATABASE_URL: stressDatabase.url }),
    };
    const port = kind === 'postgres' ? 4446 : 4445;
    const acknowledged: AcknowledgedWrite[] = [];
    try {
      let target: { customerCookie: string; berthIds: string[] } | undefined;
      for (let round = 0; round < kills; round += 1) {
        const api = await startApiProcess(port, environment);
        target ??= {
          customerCookie: await signInDemoCustomer(api.baseUrl),
          berthIds: await berthIdsNamed(api.baseUrl, ['Outer 1', 'Outer 3', 'Outer 4']),
        };
        const load = startWriteLoad({ baseUrl: api.baseUrl, ...target }, 8);
        // A different moment each round, so the kill lands in a different write.
        await sleep(1_200 + 350 * round);
        api.signal('SIGKILL');
        await api.exited;
        await load.stop();
        acknowledged.push(...load.acknowledged);
      }
      // It starts again on what the last kill left, then stops cleanly so the data can be read here.
      await stopApiProcess(await startApiProcess(port, environment));

      const database = await openDatabase({ databaseUrl: stressDatabase?.url, dataDir });
      try {
        const lost = await lostWrites(database.db, createFileStore({ fileStore: 'local', dataDir }, database.db), acknowledged);
        process.stdout.write(
          `\n${kind} database, ${kills} kills: ` +
            `${acknowledged.length - lost.length} of ${acknowledged.length} acknowledged writes survived\n`,
        );
        expect(acknowledged.length).toBeGreaterThan(12);
        expect(lost).toEqual([]);
        expect(await storeMismatch(database.db, join(dataDir, 'files'))).toEqual({ strays: [], missing: [] });
      } finally {
        await database.close();
      }
    } finally {
      await stressDatabase?.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
