import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, test } from 'vitest';
import { createEmlMailer, emlFileName } from '#api/mail/eml-mailer.ts';
import { htmlOfText } from '#api/mail/html-part.ts';
import { mailerFor, type MailMessage } from '#api/mail/mailer.ts';
import { parseConfig } from '#api/env.ts';
import { headerValue } from '#tests/setup/mail-message.ts';
import { linkedRuns } from '#shared/linked-text.ts';

const from = 'Bayou Lafourche Marine <no-reply@bayoulafourchemarine.com>';
const message = {
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  kind: 'account-verification' as const,
  createdAt: new Date('2026-11-28T13:45:07.123Z'),
  to: 'amelie@bayourunner.example',
  subject: 'Vérifiez votre adresse — Bayou Lafourche Marine',
  text: 'Hello Amélie,\n\nConfirm your address: http://localhost:4321/customer/verify?token=a&b=<c>.\n\nBayou Lafourche Marine',
};

let directory: string | undefined;
afterEach(async () => {
  if (directory) await rm(directory, { recursive: true, force: true });
});

async function writtenMail(sent: MailMessage = message): Promise<{ name: string; raw: string }> {
  directory = await mkdtemp(join(tmpdir(), 'eml-mailer-'));
  const mailer = createEmlMailer(join(directory, 'mail'), from);
  await mailer.send(sent);
  mailer.close();
  const [name] = await readdir(join(directory, 'mail'));
  if (!name) throw new Error('no file written');
  return { name, raw: await readFile(join(directory, 'mail', name), 'utf8') };
}

/** A MIME part's body by its content type, decoded from quoted-printable or base64. */
function partBody(raw: string, contentType: string): string {
  const start = raw.indexOf(`Content-Type: ${contentType}`);
  expect(start).toBeGreaterThan(-1);
  const part = raw.slice(start);
  const body = part.slice(part.indexOf('\r\n\r\n') + 4, part.indexOf('\r\n--'));
  const encoding = headerValue(part, 'Content-Transfer-Encoding').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

describe('the demo writes mail as .eml files', () => {
  test('one file per message, named by its moment, kind and id, in CRLF lines', async () => {
    const { name, raw } = await writtenMail();
    expect(name).toBe('2026-11-28T13-45-07-123Z-account-verification-0f8fad5b.eml');
    expect(emlFileName(message)).toBe(name);
    expect(raw.replace(/\r\n/g, '')).not.toContain('\n');
  });

  test('the headers a mail program reads: From, To, Subject (non-ASCII encoded), Date, Message-ID, MIME', async () => {
    const { raw } = await writtenMail();
    const headers = raw.slice(0, raw.indexOf('\r\n\r\n'));
    expect(headerValue(raw, 'From')).toBe(from);
    expect(headerValue(raw, 'To')).toBe(message.to);
    expect(headerValue(raw, 'Subject')).toBe(message.subject);
    expect(headers).toMatch(/^Subject: =\?UTF-8\?[QB]\?/im);
    expect([...headers].every((character) => character.charCodeAt(0) < 128)).toBe(true);
    expect(headerValue(raw, 'Date')).not.toBe('');
    expect(headerValue(raw, 'Message-ID')).toMatch(/^<.+@.+>$/);
    expect(headerValue(raw, 'MIME-Version')).toBe('1.0');
    expect(headerValue(raw, 'Content-Type')).toMatch(/^multipart\/alternative; boundary=/);
  });

  test('a text part with the mail as written, and an HTML part whose addresses are links and whose text is escaped', async () => {
    const { raw } = await writtenMail();
    expect(partBody(raw, 'text/plain').replace(/\r\n/g, '\n')).toBe(message.text);
    const html = partBody(raw, 'text/html');
    expect(html).toContain(
      '<a href="http://localhost:4321/customer/verify?token=a&#38;b=">http://localhost:4321/customer/verify?token=a&#38;b=</a>&#60;c&#62;.',
    );
    expect(html).toContain('Hello Amélie,');
    expect(html).not.toContain('<c>');
  });

  test('a message with an attachment is multipart/mixed: the text and HTML parts, then the file under its name', async () => {
    const pdf = Buffer.from('%PDF-1.7\n% signed lease\n%%EOF\n');
    const filename = 'berth-lease-R-2026-000042-m-v-bayou-runner.pdf';
    const { raw } = await writtenMail({
      ...message,
      kind: 'lease-signed-copy',
      attachment: { filename, contentType: 'application/pdf', content: Readable.from([pdf]) },
    });
    expect(headerValue(raw, 'Content-Type')).toMatch(/^multipart\/mixed; boundary=/);
    expect(partBody(raw, 'text/plain').replace(/\r\n/g, '\n')).toBe(message.text);
    expect(raw).toMatch(/Content-Type: multipart\/alternative/);
    const part = raw.slice(raw.indexOf('Content-Type: application/pdf'));
    expect(part.slice(0, part.indexOf('\r\n\r\n'))).toMatch(new RegExp(`Content-Disposition: attachment;\\s+filename=${filename}`));
    expect(Buffer.from(partBody(raw, 'application/pdf'), 'latin1').toString('latin1')).toBe(pdf.toString('latin1'));
  });
});

describe('which mailer the server uses', () => {
  test('SMTP when SMTP_URL is set, demo or not; the .eml files only in the demo without it; else none', () => {
    expect(mailerFor(parseConfig({}))).toBeUndefined();
    expect(mailerFor(parseConfig({ DEMO_DATA: '1' }))).toBeDefined();
    const smtp = mailerFor(parseConfig({ DEMO_DATA: '1', SMTP_URL: 'smtp://127.0.0.1:2525' }));
    expect(smtp).toBeDefined();
    smtp?.close();
  });
});

describe('links in mail text', () => {
  test('addresses become runs of their own, without the sentence end after them', () => {
    expect(linkedRuns('Open https://example.com/a?b=1. Then call.')).toEqual([
      { text: 'Open ' },
      { text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { text: '. Then call.' },
    ]);
    expect(linkedRuns('No link here')).toEqual([{ text: 'No link here' }]);
    expect(linkedRuns('javascript:alert(1) ftp://x')).toEqual([{ text: 'javascript:alert(1) ftp://x' }]);
  });

  test('the HTML part escapes everything that is not a link', () => {
    expect(htmlOfText('<script>alert("x")</script>')).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;');
  });
});
