// The embedded database's own thread: PGlite runs here, so a long query or a write's WAL work never
// holds up the main thread's requests. It opens and migrates the database, then answers the
// requests of embedded-client.ts, one PGlite call each.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { errorFields, type EmbeddedAnswer, type EmbeddedRequest, type WorkerReady, type WorkerSettings } from './embedded-protocol.ts';

// Drizzle's PGlite driver passes these parsers with every query (dates, timestamps and intervals
// stay the strings PostgreSQL sent, and Drizzle maps them); functions cannot cross threads, so
// they are applied here.
const identity = (value: string) => value;
const parsers = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((type) => [type, identity]),
);

interface OpenTransaction {
  tx: Transaction;
  end(commit: boolean, answerId: number): void;
}

class Rollback extends Error {}

function mainThreadPort(): NonNullable<typeof parentPort> {
  if (!parentPort) throw new Error('embedded-worker.ts runs as a worker thread');
  return parentPort;
}

const port = mainThreadPort();
const settings = workerData as WorkerSettings;

const answer = (message: EmbeddedAnswer) => port.postMessage(message);

async function open(): Promise<PGlite> {
  // The reservation overlap constraint (EXCLUDE USING gist) needs btree_gist; the document search index pg_trgm.
  const db = await PGlite.create(settings.dataDir, { extensions: { btree_gist, pg_trgm } });
  try {
    await migrate(drizzle({ client: db }), { migrationsFolder: settings.migrationsFolder });
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}

function serve(db: PGlite): void {
  const transactions = new Map<number, OpenTransaction>();

  // The transaction's callback stays open until the main thread ends it; PGlite holds every other
  // query back meanwhile, as it does on one thread.
  function begin(id: number): void {
    let answerId = id;
    db.transaction(
      (tx) =>
        new Promise<void>((resolve, reject) => {
          transactions.set(id, {
            tx,
            end: (commit, endId) => {
              answerId = endId;
              if (commit) resolve();
              else reject(new Rollback());
            },
          });
          answer({ id, ok: true, value: id });
        }),
    )
      .then(
        () => answer({ id: answerId, ok: true, value: undefined }),
        (error: unknown) =>
          answer(
            error instanceof Rollback
              ? { id: answerId, ok: true, value: undefined }
              : { id: answerId, ok: false, error: errorFields(error) },
          ),
      )
      .finally(() => transactions.delete(id));
  }

  port.on('message', (request: EmbeddedRequest) => {
    switch (request.kind) {
      case 'query': {
        const target = request.transaction === undefined ? db : transactions.get(request.transaction)?.tx;
        if (!target) {
          answer({ id: request.id, ok: false, error: errorFields(new Error('the transaction has already ended')) });
          return;
        }
        target.query(request.sql, request.params, { rowMode: request.rowMode, parsers }).then(
          (result) =>
            answer({ id: request.id, ok: true, value: { rows: result.rows, affectedRows: result.affectedRows, fields: result.fields } }),
          (error: unknown) => answer({ id: request.id, ok: false, error: errorFields(error) }),
        );
        return;
      }
      case 'begin':
        begin(request.id);
        return;
      case 'end': {
        const open = transactions.get(request.transaction);
        if (open) open.end(request.commit, request.id);
        else answer({ id: request.id, ok: false, error: errorFields(new Error('the transaction has already ended')) });
        return;
      }
      case 'close':
        db.close().then(
          () => answer({ id: request.id, ok: true, value: undefined }),
          (error: unknown) => answer({ id: request.id, ok: false, error: errorFields(error) }),
        );
        return;
    }
  });
}

open().then(
  (db) => {
    serve(db);
    port.postMessage({ ready: true } satisfies WorkerReady);
  },
  (error: unknown) => port.postMessage({ ready: false, error: errorFields(error) } satisfies WorkerReady),
);
