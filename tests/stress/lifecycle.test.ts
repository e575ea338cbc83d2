import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { like } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { openDatabase } from '#api/db/client.ts';
import { mailOutbox, type NewOutboxMail } from '#api/db/schema/index.ts';
import { createFileStore } from '#api/storage/create-file-store.ts';
import { newConnectionLoad } from '#tests/setup/new-connection-load.ts';
import { startSmtpTestServer } from '#tests/setup/smtp-test-server.ts';
import { startApiProcess, stopApiProcess } from './support/api-process.ts';
import { berthIdsNamed, signInDemoCustomer } from './support/demo-customer.ts';
import { createStressDatabase, notePostgresMissing, postgresAvailable } from './support/postgres-server.ts';
import { lostWrites } from './support/stored-writes.ts';
import { startWriteLoad } from './support/write-load.ts';

notePostgresMissing('the shutdown-with-a-mail-backlog suite');
const databases = postgresAvailable ? (['embedded', 'postgres'] as const) : (['embedded'] as const);

const shutdownTimeoutMs = 10_000;
const backlog = 1_000;

describe('one process per embedded database', () => {
  test('a second process on the same DATA_DIR refuses, naming the folder and the holder, and no acknowledged write of the first is lost', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'stress-one-process-'));
    const environment = { DATA_DIR: dataDir, FILE_STORE: 'local', DEMO_DATA: '1' };
    try {
      const first = await startApiProcess(4450, environment);
      const target = {
        baseUrl: first.baseUrl,
        customerCookie: await signInDemoCustomer(first.baseUrl),
        berthIds: await berthIdsNamed(first.baseUrl, ['Outer 1', 'Outer 3', 'Outer 4']),
      };
      const load = startWriteLoad(target, 4);
      await sleep(500);
      const refusal = await startApiProcess(4451, environment).then(
        () => undefined,
        (error: unknown) => String(error),
      );
      await sleep(500);
      await load.stop();
      expect(refusal).toContain('ended (1) before listening');
      expect(refusal).toContain(`DATA_DIR ${dataDir} is in use by process ${first.pid}`);
      await stopApiProcess(first);

      const database = await openDatabase({ dataDir });
      try {
        expect(load.acknowledged.length).toBeGreaterThan(5);
        expect(await lostWrites(database.db, createFileStore({ fileStore: 'local', dataDir }, database.db), load.acknowledged)).toEqual([]);
      } finally {
        await database.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  test('the lock a killed (-9) process left is taken over by the next start', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'stress-stale-lock-'));
    const environment = { DATA_DIR: dataDir, FILE_STORE: 'local' };
    try {
      const killed = await startApiProcess(4450, environment);
      killed.signal('SIGKILL');
      await killed.exited;
      expect(await readFile(join(dataDir, 'embedded-database.lock'), 'utf8')).toBe(String(killed.pid));

      const next = await startApiProcess(4450, environment);
      expect(await readFile(join(dataDir, 'embedded-database.lock'), 'utf8')).toBe(String(next.pid));
      expect((await fetch(`${next.baseUrl}/api/health`)).status).toBe(200);
      await stopApiProcess(next);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe.each(databases)('SIGTERM with a mail backlog under load on the %s database', (kind) => {
  test(`${backlog} queued mails and requests on keep-alive and new connections: exit within SHUTDOWN_TIMEOUT_MS, no reset, no mail lost or sent twice`, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), `stress-shutdown-${kind}-`));
    const stressDatabase = kind === 'postgres' ? await createStressDatabase('shutdown') : undefined;
    const smtp = await startSmtpTestServer();
    const environment = {
      DATA_DIR: dataDir,
      FILE_STORE: 'local',
      DEMO_DATA: '1',
      SMTP_URL: smtp.url,
      MAIL_POLL_MS: '200',
      SHUTDOWN_TIMEOUT_MS: String(shutdownTimeoutMs),
      ...(stressDatabase && { DATABASE_URL: stressDatabase.url }),
    };
    const options = { databaseUrl: stressDatabase?.url, dataDir };
    try {
      const queued: NewOutboxMail[] = Array.from({ length: backlog }, (_, index) => ({
        to: 'office@marina.example',
        subject: `Backlog ${index}`,
        text: 'A queued notification.',
        kind: 'lead-notification',
        nextAttemptAt: new Date(Date.now() - 60 * 60 * 1000 + index),
      }));
      const before = await openDatabase(options);
      try {
        for (let start = 0; start < backlog; start += 250) await before.db.insert(mailOutbox).values(queued.slice(start, start + 250));
      } finally {
        await before.close();
      }

      const api = await startApiProcess(kind === 'postgres' ? 4453 : 4452, environment);
      const target = {
        baseUrl: api.baseUrl,
        customerCookie: await signInDemoCustomer(api.baseUrl),
        berthIds: await berthIdsNamed(api.baseUrl, ['Outer 1', 'Outer 3', 'Outer 4']),
      };
      const load = startWriteLoad(target, 8);
      const churn = newConnectionLoad(`${api.baseUrl}/api/health`, 8);
      const backlogSent = () => smtp.received.filter((mail) => mail.subject.startsWith('Backlog ')).length;
      // Not a multiple of the claim's batch of 5, so the signal lands inside a batch.
      while (backlogSent() < 52) await sleep(20);

      const signalledAt = Date.now();
      const sentAtSignal = backlogSent();
      api.signal('SIGTERM');
      // The load goes on until the process is gone, as if no load balancer took the instance out.
      const exitCode = await api.exited;
      const exitMs = Date.now() - signalledAt;
      churn.stopConnecting();
      await Promise.all([load.stop(), churn.done()]);

      expect(exitCode).toBe(0);
      expect(exitMs).toBeLessThan(shutdownTimeoutMs);
      const resets = [...load.unanswered.map((request) => request.code), ...churn.failures].filter((code) => code !== 'ECONNREFUSED');
      expect(resets).toEqual([]);

      const after = await openDatabase(options);
      try {
        const rows = await after.db.select().from(mailOutbox).where(like(mailOutbox.subject, 'Backlog %'));
        const receivedSubjects = smtp.received.map((mail) => mail.subject).filter((subject) => subject.startsWith('Backlog '));
        const sentRows = rows.filter((row) => row.status === 'sent').map((row) => row.subject);
        expect(receivedSubjects.toSorted()).toEqual(sentRows.toSorted());
        expect(new Set(receivedSubjects).size).toBe(receivedSubjects.length);
        const pending = rows.filter((row) => row.status === 'pending');
        expect(sentRows.length + pending.length).toBe(backlog);
        expect(pending.length).toBeGreaterThan(0);
        expect(pending.filter((row) => row.attempts !== 0 || row.nextAttemptAt.getTime() > Date.now())).toEqual([]);
        expect(await lostWrites(after.db, createFileStore({ fileStore: 'local', dataDir }, after.db), load.acknowledged)).toEqual([]);
        process.stdout.write(
          `\n${kind} database, SIGTERM with ${backlog} queued mails: exit in ${(exitMs / 1000).toFixed(1)} s ` +
            `(${api.logs.find((line) => line.message === 'stopped')?.shutdownMs} ms logged), ` +
            `${load.answered.length + churn.answered()} requests answered, ${resets.length} resets, ` +
            `${sentRows.length} mails sent (${sentAtSignal} at SIGTERM), ${pending.length} pending and due ` +
            `(${api.logs.find((line) => line.message === 'mail run stopped: unsent mail handed back to the queue')?.handedBack ?? 0} handed back)\n`,
        );
      } finally {
        await after.close();
      }
    } finally {
      await smtp.close();
      await stressDatabase?.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
