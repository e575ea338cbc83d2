import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, test } from 'vitest';
import { openDatabase } from '#api/db/client.ts';
import { createFileStore } from '#api/storage/create-file-store.ts';
import { startApiProcess, stopApiProcess } from './support/api-process.ts';
import { berthIdsNamed, signInDemoCustomer } from './support/demo-customer.ts';
import { lostWrites } from './support/stored-writes.ts';
import { startWriteLoad, uploadContent } from './support/write-load.ts';

const port = 4447;
const arrivalMarginMs = 500;

/** A keep-alive connection that made one request and then sits idle; resolves `closed` when the server closes it. */
async function idleKeepAliveSocket() {
  const socket = connect({ host: '127.0.0.1', port });
  const answered = new Promise<void>((resolve) => socket.once('data', () => resolve()));
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())));
  socket.write(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: keep-alive\r\n\r\n`);
  await answered;
  return { closed };
}

/**
 * An upload whose body is sent in two halves: the first now, the second when `finish()` is called.
 * Resolves with the answer's status, Connection header and upload id.
 */
function slowUpload(target: { baseUrl: string; customerCookie: string }, marker: string) {
  const boundary = `----stress${Date.now()}`;
  const part = (headers: string, content: string | Buffer) =>
    Buffer.concat([Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`), Buffer.from(content), Buffer.from('\r\n')]);
  const body = Buffer.concat([
    part('Content-Disposition: form-data; name="description"', marker),
    part('Content-Disposition: form-data; name="category"', 'general'),
    part(`Content-Disposition: form-data; name="file"; filename="${marker}.pdf"\r\nContent-Type: application/pdf`, uploadContent(marker)),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  const request = httpRequest(`${target.baseUrl}/api/client/upload`, {
    method: 'POST',
    headers: {
      Origin: target.baseUrl,
      Cookie: target.customerCookie,
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
      'Content-Length': body.length,
    },
  });
  const answer = new Promise<{ status: number; connection: string | undefined; id: string }>((resolve, reject) => {
    request.once('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.once('end', () => {
        const parsed = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { upload?: { id: string } };
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, id: parsed.upload?.id ?? '' });
      });
    });
    request.once('error', reject);
  });
  const half = Math.floor(body.length / 2);
  request.write(body.subarray(0, half));
  return { answer, finish: () => request.end(body.subarray(half)) };
}

test('SIGTERM under writes: each request answered in full or refused unsent, nothing answered 2xx lost, idle sockets closed', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'stress-drain-'));
  const environment = { DATA_DIR: dataDir, FILE_STORE: 'local', DEMO_DATA: '1' };
  try {
    const api = await startApiProcess(port, environment);
    const target = {
      baseUrl: api.baseUrl,
      customerCookie: await signInDemoCustomer(api.baseUrl),
      berthIds: await berthIdsNamed(api.baseUrl, ['Outer 1', 'Outer 3', 'Outer 4']),
    };
    const idle = await idleKeepAliveSocket();
    const load = startWriteLoad(target, 8);
    await sleep(1_500);

    const inFlight = slowUpload(target, `slow-${process.pid}`);
    await sleep(300);
    api.signal('SIGTERM');
    // The rest of the body arrives while the server drains: the request is answered in full, closing the connection.
    await sleep(300);
    inFlight.finish();
    const slow = await inFlight.answer;
    expect(slow).toMatchObject({ status: 201, connection: 'close' });
    const exitCode = await api.exited;
    const idleClosedAt = await idle.closed;
    await load.stop();

    expect(exitCode).toBe(0);
    const drainStartedAt = Number(api.logs.find((line) => line.message === 'shutting down')?.time);
    expect(idleClosedAt).toBeGreaterThanOrEqual(drainStartedAt);
    // A refused connection means nothing was sent; any other failure is a request cut off.
    expect(load.unanswered.filter((request) => request.code !== 'ECONNREFUSED')).toEqual([]);
    // Answered well after the drain began (past the time an answer written just before it takes to arrive here).
    const answeredWhileDraining = load.answered.filter(
      (answer) => answer.sentAt > drainStartedAt || answer.receivedAt > drainStartedAt + arrivalMarginMs,
    );
    expect(answeredWhileDraining.filter((answer) => answer.connection !== 'close')).toEqual([]);
    expect(load.acknowledged.length).toBeGreaterThan(10);
    process.stdout.write(
      `\nSIGTERM under load: ${load.answered.length} answered ` +
        `(${answeredWhileDraining.length} while draining, each with Connection: close), ` +
        `${load.unanswered.length} refused before sending\n`,
    );

    await stopApiProcess(await startApiProcess(port, environment));
    const database = await openDatabase({ dataDir });
    try {
      const acknowledged = [...load.acknowledged, { kind: 'upload' as const, id: slow.id, marker: `slow-${process.pid}` }];
      expect(await lostWrites(database.db, createFileStore({ fileStore: 'local', dataDir }, database.db), acknowledged)).toEqual([]);
    } finally {
      await database.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
});
