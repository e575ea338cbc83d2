import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '#api/db/client.ts';

/**
 * The database as a process sees it when it dies mid-request: the first insert into `table` inside
 * a transaction throws, the transaction rolls back, and from then on every statement fails, as if
 * the process were gone (so nothing it meant to do afterwards, such as undoing an earlier write,
 * ever happens).
 */
export function crashingDatabase(db: Database, table: PgTable): Database {
  let crashed = false;
  function crash(): never {
    crashed = true;
    throw new Error('the process crashed');
  }

  function whileAlive<T extends object>(target: T, overrides: Record<string | symbol, unknown>): T {
    return new Proxy(target, {
      get(object, key) {
        if (crashed) return crash;
        if (key in overrides) return overrides[key];
        const value: unknown = Reflect.get(object, key, object);
        return typeof value === 'function' ? value.bind(object) : value;
      },
    });
  }

  const insertCrashingOn = (tx: Database) => (into: PgTable) => (into === table ? crash() : tx.insert(into));
  return whileAlive(db, {
    transaction: (run: (tx: Database) => Promise<unknown>) => db.transaction((tx) => run(whileAlive(tx, { insert: insertCrashingOn(tx) }))),
  });
}
