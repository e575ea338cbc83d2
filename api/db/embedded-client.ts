import { Worker } from 'node:worker_threads';
import {
  errorFrom,
  type EmbeddedAnswer,
  type EmbeddedRequest,
  type QueryResult,
  type RowMode,
  type WorkerReady,
  type WorkerSettings,
} from './embedded-protocol.ts';

type Request = EmbeddedRequest extends infer R ? (R extends EmbeddedRequest ? Omit<R, 'id'> : never) : never;

/** What Drizzle's PGlite driver calls on its client: queries, and transactions holding the session. */
interface EmbeddedQueries {
  query(sql: string, params?: unknown[], options?: { rowMode?: RowMode }): Promise<QueryResult>;
}

export interface EmbeddedClient extends EmbeddedQueries {
  transaction<T>(run: (tx: EmbeddedQueries) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const workerUrl = new URL('./embedded-worker.ts', import.meta.url);

/**
 * Starts the embedded database on its own thread (embedded-worker.ts) and resolves once it is open
 * and migrated. The main thread only sends SQL and receives rows, so requests that do not touch the
 * database are answered while it works.
 */
export function openEmbeddedClient(settings: WorkerSettings): Promise<EmbeddedClient> {
  const worker = new Worker(workerUrl, { workerData: settings });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 1;
  let failure: Error | undefined;

  // The thread keeps the process alive only while an answer is awaited, like a socket would.
  const settle = () => {
    if (pending.size === 0) worker.unref();
  };
  const failAll = (error: Error) => {
    failure = error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
    settle();
  };

  function send(request: Request): Promise<unknown> {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    worker.ref();
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id });
    });
  }

  const queries = (transaction: number | undefined): EmbeddedQueries => ({
    query: (sql, params = [], options = {}) =>
      send({ kind: 'query', sql, params, rowMode: options.rowMode ?? 'object', transaction }) as Promise<QueryResult>,
  });

  const client: EmbeddedClient = {
    ...queries(undefined),
    async transaction<T>(run: (tx: EmbeddedQueries) => Promise<T>): Promise<T> {
      const transaction = (await send({ kind: 'begin' })) as number;
      let result: T;
      try {
        result = await run(queries(transaction));
      } catch (error) {
        await send({ kind: 'end', transaction, commit: false });
        throw error;
      }
      await send({ kind: 'end', transaction, commit: true });
      return result;
    },
    async close() {
      await send({ kind: 'close' });
      await worker.terminate();
    },
  };

  return new Promise((resolve, reject) => {
    worker.once('message', (message: WorkerReady) => {
      if (!message.ready) {
        void worker.terminate();
        reject(errorFrom(message.error));
        return;
      }
      worker.on('message', (answer: EmbeddedAnswer) => {
        const waiting = pending.get(answer.id);
        if (!waiting) return;
        pending.delete(answer.id);
        if (answer.ok) waiting.resolve(answer.value);
        else waiting.reject(errorFrom(answer.error));
        settle();
      });
      settle();
      resolve(client);
    });
    worker.once('error', (error) => {
      failAll(error);
      reject(error);
    });
    worker.once('exit', (code) => failAll(new Error(`the embedded database's thread ended (exit code ${code})`)));
  });
}
