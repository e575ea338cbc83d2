import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseMail, type ParsedMail } from '#tests/setup/mail-message.ts';
import { mailCapture } from './mail-capture.ts';

export interface MailQuery {
  to: string;
  /** Part of the subject, or a pattern it matches. */
  subject?: string | RegExp;
  timeoutMs?: number;
}

const pollMs = 100;

/**
 * The first captured message to `to` (and with a matching subject), waiting for the server's mail
 * worker to send it. Fails after `timeoutMs`, listing the subjects that did arrive for `to`.
 */
export async function waitForMail({ to, subject, timeoutMs = 10_000 }: MailQuery): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const forRecipient = (await capturedMail()).filter((mail) => mail.to.some((address) => address.toLowerCase() === to.toLowerCase()));
    const match = forRecipient.find((mail) => subjectMatches(mail.subject, subject));
    if (match) return match;
    if (Date.now() > deadline) {
      const arrived = forRecipient.map((mail) => `"${mail.subject}"`).join(', ') || 'nothing';
      const withSubject = subject === undefined ? '' : ` with subject ${String(subject)}`;
      throw new Error(`No mail to ${to}${withSubject} within ${timeoutMs} ms; it received ${arrived}.`);
    }
    await sleep(pollMs);
  }
}

/** Every message captured so far, oldest first. */
export async function capturedMail(): Promise<ParsedMail[]> {
  const { directory } = mailCapture();
  const names = (await readdir(directory)).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(names.map(async (name) => parseMail(await readFile(join(directory, name), 'utf8'))));
}

function subjectMatches(actual: string, expected: string | RegExp | undefined): boolean {
  if (expected === undefined) return true;
  return typeof expected === 'string' ? actual.includes(expected) : expected.test(actual);
}
