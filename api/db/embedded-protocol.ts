// The messages between the main thread and the thread that runs the embedded database
// (embedded-worker.ts). Each request carries an id; the answer carries the same id.

export type RowMode = 'array' | 'object';

export type EmbeddedRequest =
  | { id: number; kind: 'query'; sql: string; params: unknown[]; rowMode: RowMode; transaction: number | undefined }
  | { id: number; kind: 'begin' }
  | { id: number; kind: 'end'; transaction: number; commit: boolean }
  | { id: number; kind: 'close' };

export interface QueryResult {
  rows: unknown[];
  affectedRows?: number | undefined;
  fields: { name: string; dataTypeID: number }[];
}

/** An error crosses threads as plain fields: structured cloning would drop PostgreSQL's `code` and `constraint`. */
export interface ErrorFields {
  name: string;
  message: string;
  fields: Record<string, unknown>;
}

export type EmbeddedAnswer = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: ErrorFields };

export type WorkerReady = { ready: true } | { ready: false; error: ErrorFields };

export interface WorkerSettings {
  /** PGlite's data directory, or `memory://`. */
  dataDir: string;
  migrationsFolder: string;
}

export function errorFields(error: unknown): ErrorFields {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) if (typeof value !== 'function' && typeof value !== 'object') fields[key] = value;
  return { name: error.name, message: error.message, fields };
}

export function errorFrom({ name, message, fields }: ErrorFields): Error {
  const error = Object.assign(new Error(message), fields);
  error.name = name;
  return error;
}
