import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { openDatabaseOrExit } from '#api/db/client.ts';
import { adminPasswordMinLength, ensureAdminUser } from '#api/services/admin-users/ensure-admin-user.ts';
import { loadConfigOrExit } from '#api/config-or-exit.ts';

const username = process.argv[2]?.trim();
if (!username) {
  process.stderr.write('Usage: npm run admin:create -- <username>\n');
  process.exit(1);
}

/** Asks without echoing on a terminal; reads a line from a pipe otherwise (never from argv, where `ps` shows it). */
async function askPassword(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const prompt = createInterface({ input: process.stdin, output, terminal: process.stdin.isTTY });
  const answer = prompt.question(question);
  muted = process.stdin.isTTY;
  const password = await answer;
  prompt.close();
  if (process.stdin.isTTY) process.stdout.write('\n');
  return password;
}

const config = loadConfigOrExit();
const password =
  process.env.ADMIN_PASSWORD ?? (await askPassword(`Password for ${username} (at least ${adminPasswordMinLength} characters): `));
if (password.length < adminPasswordMinLength) {
  process.stderr.write(`The admin password must be at least ${adminPasswordMinLength} characters.\n`);
  process.exit(1);
}

const database = await openDatabaseOrExit({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const outcome = await database.exclusively(() => ensureAdminUser(database.db, { username, password }));
  process.stdout.write(`Admin user ${username} ${outcome}.\n`);
} finally {
  await database.close();
}
