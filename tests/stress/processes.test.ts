import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase, type DatabaseHandle } from '#api/db/client.ts';
import { berthReservations, berths, mailOutbox } from '#api/db/schema/index.ts';
import { addDays, facilityToday } from '#shared/stay-dates.ts';
import { reservationForm } from '#tests/api/berth-booking-fixtures.ts';
import { pdfBytes } from '#tests/api/customer-portal-fixtures.ts';
import { minimalQuoteForm } from '#tests/api/lead-fixtures.ts';
import { startSmtpTestServer } from '#tests/setup/smtp-test-server.ts';
import { startApiProcess, stopApiProcess, type ApiProcess } from './support/api-process.ts';
import { signInDemoCustomer } from './support/demo-customer.ts';
import { sendForm, sendJson, statusCounts } from './support/http-client.ts';
import { createStressDatabase, notePostgresMissing, postgresAvailable, type StressDatabase } from './support/postgres-server.ts';

const ports = [4442, 4443, 4444];

notePostgresMissing('the several-processes suite (it needs PostgreSQL)');

async function waitFor(condition: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe.runIf(postgresAvailable)('three API processes on one PostgreSQL database', () => {
  let database: StressDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
  let apis: ApiProcess[] = [];
  let handle: DatabaseHandle;
  let dataDir: string;
  const api = (index: number) => apis[index % apis.length]?.baseUrl ?? '';

  beforeAll(async () => {
    database = await createStressDatabase('processes');
    smtp = await startSmtpTestServer();
    dataDir = await mkdtemp(join(tmpdir(), 'stress-processes-'));
    // All three start at once on the empty database: migrations and the demo seed meet each other.
    apis = await Promise.all(
      ports.map((port) =>
        startApiProcess(port, {
          DATABASE_URL: database.url,
          FILE_STORE: 'database',
          DATA_DIR: join(dataDir, String(port)),
          DEMO_DATA: '1',
          SMTP_URL: smtp.url,
          MAIL_POLL_MS: '200',
        }),
      ),
    );
    handle = await openDatabase({ databaseUrl: database.url, dataDir: 'memory://' });
  });

  afterAll(async () => {
    await Promise.all(apis.map(stopApiProcess));
    await handle?.close();
    await smtp?.close();
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  test('a session made on one process is good on the others, and a file uploaded through one downloads from another', async () => {
    const cookie = await signInDemoCustomer(api(0));
    for (const index of [1, 2])
      expect((await fetch(`${api(index)}/api/client/messages`, { headers: { Cookie: cookie } })).status).toBe(200);

    const content = pdfBytes('hull survey shared across processes');
    const form = new FormData();
    form.set('description', 'Hull survey');
    form.set('category', 'general');
    form.set('file', new Blob([content], { type: 'application/pdf' }), 'survey.pdf');
    const uploaded = await sendForm(api(1), '/api/client/upload', form, { Cookie: cookie });
    expect(uploaded.status).toBe(201);
    const { upload } = (await uploaded.json()) as { upload: { id: string } };

    const download = await fetch(`${api(2)}/api/client/uploads/${upload.id}/download`, { headers: { Cookie: cookie } });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(content);
  });

  test('overlapping reservations of one berth spread over the processes: exactly one is stored', async () => {
    const [berth] = await handle.db
      .select()
      .from(berths)
      .where(inArray(berths.name, ['Outer 3']));
    if (!berth) throw new Error('no seeded berth Outer 3');
    const answers = await Promise.all(
      Array.from({ length: 90 }, (_, index) =>
        sendJson(
          api(index),
          'POST',
          '/api/berth-reservations',
          reservationForm(berth.id, { contactEmail: `captain${index}@fleet.example` }),
        ),
      ),
    );
    expect(statusCounts(answers)).toEqual({ 201: 1, 409: 89 });
    const stored = await handle.db
      .select({ id: berthReservations.id })
      .from(berthReservations)
      .where(inArray(berthReservations.berthId, [berth.id]));
    expect(stored).toHaveLength(1);
  });

  test('every mail of the shared outbox is sent once, whichever process picks it up', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        sendJson(api(index), 'POST', '/api/quotes', { ...minimalQuoteForm, contactEmail: `buyer${index}@fleet.example` }),
      ),
    );
    expect(statusCounts(answers)).toEqual({ 201: 30 });

    await waitFor(async () => (await handle.db.$count(mailOutbox, ne(mailOutbox.status, 'sent'))) === 0, 30_000, 'the outbox to empty');
    const sent = await handle.db.select({ to: mailOutbox.to, subject: mailOutbox.subject }).from(mailOutbox);
    const received = smtp.received.map((mail) => `${mail.to.join(',')} ${mail.subject}`);
    expect(received.toSorted()).toEqual(sent.map((mail) => `${mail.to} ${mail.subject}`).toSorted());
    expect(received.length).toBeGreaterThanOrEqual(30);
  });

  test('every expired hold is cancelled once, by one of the processes', async () => {
    const [berth] = await handle.db
      .select()
      .from(berths)
      .where(inArray(berths.name, ['Outer 4']));
    if (!berth) throw new Error('no seeded berth Outer 4');
    const holds = await Promise.all(
      Array.from({ length: 20 }, async (_, index) => {
        const stay = { arrivalDate: addDays(facilityToday(), 40 + 3 * index), departureDate: addDays(facilityToday(), 41 + 3 * index) };
        const answer = await sendJson(api(index), 'POST', '/api/berth-reservations', reservationForm(berth.id, stay));
        expect(answer.status).toBe(201);
        return ((await answer.json()) as { id: string }).id;
      }),
    );
    await handle.db
      .update(berthReservations)
      .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(inArray(berthReservations.id, holds));

    // Each process looks for expired holds every 30 seconds and logs what its run cancelled once the run ends.
    const loggedCancellations = () =>
      apis
        .flatMap((api) => api.logs.filter((line) => line.message === 'expired holds settled'))
        .reduce((sum, line) => sum + Number(line.cancelled), 0);
    await waitFor(async () => loggedCancellations() >= holds.length, 45_000, 'the expired holds to be cancelled');
    const stored = await handle.db
      .select({ status: berthReservations.status })
      .from(berthReservations)
      .where(inArray(berthReservations.id, holds));
    expect(stored.map((row) => row.status)).toEqual(holds.map(() => 'cancelled'));
    // Runs that overlapped have all logged within a second of the last one; a hold counted twice shows here.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(loggedCancellations()).toBe(holds.length);
  });
});
