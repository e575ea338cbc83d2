import { connect } from 'node:net';
import postgres from 'postgres';

// CI and the development machines run a PostgreSQL server here; the suite makes its own database on it.
// Without one, a development machine runs the embedded halves alone.
const serverUrl = new URL(process.env.STRESS_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');

function serverAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: serverUrl.hostname, port: Number(serverUrl.port || 5432) });
    socket.setTimeout(1_000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

export const postgresAvailable = await serverAnswers();

// In CI (CI=true) the PostgreSQL halves are required: .ci/run starts a server when none answers, so a
// missing one is a broken run, not a reason to test less.
if (!postgresAvailable && process.env.CI === 'true') {
  throw new Error(`CI=true but no PostgreSQL server answers at ${serverUrl.host}; the stress suite's PostgreSQL parts must run in CI`);
}

/** Says once per file why its PostgreSQL half does not run (the server must be reachable to run it). */
export function notePostgresMissing(what: string): void {
  if (!postgresAvailable)
    process.stdout.write(`\nNo PostgreSQL server answers at ${serverUrl.host}: ${what} runs on the embedded database only.\n`);
}

export interface StressDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A fresh database `stress_<timestamp>_<label>` on the server, dropped again by `drop()`. */
export async function createStressDatabase(label: string): Promise<StressDatabase> {
  const name = `stress_${Date.now()}_${label}`;
  const maintenance = postgres(serverUrl.href, { max: 1, onnotice: () => {} });
  try {
    await maintenance`create database ${maintenance(name)}`;
  } finally {
    await maintenance.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      const dropping = postgres(serverUrl.href, { max: 1, onnotice: () => {} });
      try {
        await dropping`drop database if exists ${dropping(name)} with (force)`;
      } finally {
        await dropping.end();
      }
    },
  };
}
