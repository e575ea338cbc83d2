import type { PGlite } from '@electric-sql/pglite';
import type { Logger as QueryLogger } from 'drizzle-orm/logger';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import type { Sql } from 'postgres';
import type { Database, DatabaseHandle } from '#api/db/client.ts';
import * as schema from '#api/db/schema/index.ts';

/** One statement as the app sent it, with its parameters. */
export interface CapturedQuery {
  sql: string;
  params: unknown[];
}

/** Keeps the statements sent while `recording` is on. */
export class QueryRecorder implements QueryLogger {
  private captured: CapturedQuery[] = [];
  recording = false;

  logQuery(sql: string, params: unknown[]): void {
    if (this.recording) this.captured.push({ sql, params });
  }

  /** The statements sent by `run`, in order. */
  async record(run: () => Promise<unknown>): Promise<CapturedQuery[]> {
    this.captured = [];
    this.recording = true;
    try {
      await run();
    } finally {
      this.recording = false;
    }
    return this.captured;
  }
}

const clientOf = (handle: DatabaseHandle) => (handle.db as unknown as { $client: unknown }).$client;

/** The same database through a second drizzle instance that tells `recorder` every statement. */
export function recordingDatabase(handle: DatabaseHandle, recorder: QueryRecorder): Database {
  const client = clientOf(handle);
  const db =
    handle.driver === 'postgres'
      ? drizzlePostgres({ client: client as Sql, schema, logger: recorder })
      : drizzlePglite({ client: client as PGlite, schema, logger: recorder });
  // The two drivers' databases differ only in their result types, which services do not use (see client.ts).
  return db as unknown as Database;
}

/** A node of PostgreSQL's JSON plan. */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

export interface ExplainOptions {
  /**
   * Forbid sequential scans while planning: on a small table the planner rightly prefers reading it
   * whole, so this shows whether an index could serve the query once the table is large.
   */
  indexesOnly: boolean;
}

/** The plan PostgreSQL picks for `query` (EXPLAIN without ANALYZE: nothing runs). */
export async function explain(handle: DatabaseHandle, query: CapturedQuery, { indexesOnly }: ExplainOptions): Promise<PlanNode> {
  const statement = `explain (format json) ${query.sql}`;
  const setting = `set local enable_seqscan = ${indexesOnly ? 'off' : 'on'}`;
  const client = clientOf(handle);
  let answer: unknown;
  if (handle.driver === 'postgres') {
    answer = await (client as Sql).begin(async (tx) => {
      await tx.unsafe(setting);
      const rows = await tx.unsafe(statement, query.params as never[]);
      return rows[0]?.['QUERY PLAN'];
    });
  } else {
    answer = await (client as PGlite).transaction(async (tx) => {
      await tx.query(setting);
      const { rows } = await tx.query<{ 'QUERY PLAN': unknown }>(statement, query.params);
      return rows[0]?.['QUERY PLAN'];
    });
  }
  const parsed = (typeof answer === 'string' ? JSON.parse(answer) : answer) as [{ Plan: PlanNode }];
  return parsed[0].Plan;
}

/** The plan PostgreSQL runs for `query`, as text with real rows, loops, buffers and times; rolled back after. */
export async function explainAnalyze(handle: DatabaseHandle, query: CapturedQuery): Promise<string> {
  if (handle.driver !== 'postgres') throw new Error('Plans with their run-time figures are read on PostgreSQL.');
  const rolledBack = new Error('rolled back');
  let lines: string[] = [];
  try {
    await (clientOf(handle) as Sql).begin(async (tx) => {
      const rows = await tx.unsafe(`explain (analyze, buffers) ${query.sql}`, query.params as never[]);
      lines = rows.map((row) => String(row['QUERY PLAN']));
      throw rolledBack;
    });
  } catch (error) {
    if (error !== rolledBack) throw error;
  }
  return lines.join('\n');
}

/** Every node of a plan, depth first. */
function planNodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(planNodes)];
}

/** Tables that stay a handful of rows however long the marina runs: reading them whole is right. */
const smallTables = new Set(['berths', 'berth_blocks', 'users', 'document_categories', 'operations_status']);

/** The tables a plan reads from start to end although they grow with the years. */
export function sequentialScansOfGrowingTables(plan: PlanNode): string[] {
  return planNodes(plan)
    .filter((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] !== undefined && !smallTables.has(node['Relation Name']))
    .map((node) => node['Relation Name'] as string);
}

/** The indexes a plan reads, for the figures. */
export function indexesUsed(plan: PlanNode): string[] {
  return planNodes(plan).flatMap((node) => (node['Index Name'] ? [node['Index Name']] : []));
}
