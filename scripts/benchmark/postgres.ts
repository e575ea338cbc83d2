import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';

const quoteTransactionScript = fileURLToPath(new URL('./quote-transaction.sql', import.meta.url));

/** A fresh, empty database on the server of `serverUrl` (any database URL of that server); dropped first if left over. */
export async function freshDatabase(serverUrl: string, name: string): Promise<string> {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.unsafe(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
  } finally {
    await admin.end();
  }
}

export interface PgbenchRun {
  transactionsPerSecond: number;
  latencyAverageMs: number;
}

/**
 * The quote transaction's SQL run by pgbench at `clients` clients for `seconds`: the database's own
 * ceiling for what POST /api/quotes asks of it. Prepared statements, like the API's driver.
 */
export function pgbenchQuotes(databaseUrl: string, clients: number, seconds: number): Promise<PgbenchRun> {
  const args = ['-n', '-M', 'prepared', '-c', String(clients), '-j', '2', '-T', String(seconds), '-f', quoteTransactionScript, databaseUrl];
  return new Promise((resolve, reject) => {
    const child = spawn('pgbench', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('error', (error) => reject(new Error(`pgbench could not start (${error.message}); install postgresql-client`)));
    child.once('close', (code) => {
      const tps = output.match(/^tps = ([\d.]+)/m)?.[1];
      const latency = output.match(/^latency average = ([\d.]+) ms/m)?.[1];
      const processed = output.match(/^number of transactions actually processed: (\d+)/m)?.[1];
      // A busy machine can starve pgbench's clients for the whole run: no transaction is no figure.
      if (processed === '0') reject(new Error(`pgbench processed 0 transactions in ${seconds} s:\n${output.trim().slice(-2000)}`));
      else if (code !== 0 || !tps || !latency) reject(new Error(`pgbench failed (exit code ${code}):\n${output.trim().slice(-2000)}`));
      else resolve({ transactionsPerSecond: Number(tps), latencyAverageMs: Number(latency) });
    });
  });
}
