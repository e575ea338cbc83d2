import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import { mailOutbox } from '#api/db/schema/index.ts';
import { parseConfig } from '#api/env.ts';
import { mailerFor } from '#api/mail/mailer.ts';
import { processOutbox } from '#api/mail/outbox.ts';
import { timelineAnswerSchema } from '#shared/admin-client-views.ts';
import { sentMailAnswerSchema, sentMailListAnswerSchema } from '#shared/sent-mail-views.ts';
import { parseMail } from '#tests/setup/mail-message.ts';
import { adminClientsWorld, call, type AdminClientsWorld } from './admin-clients-fixtures.ts';

let world: AdminClientsWorld;
beforeEach(async () => {
  world = await adminClientsWorld();
});

const asStaff = (path: string) => call(world.harness, 'GET', path, undefined, world.staff.cookie);
const asCustomer = (path: string) => call(world.harness, 'GET', path, undefined, world.customer.cookie);

/** Queues one message a minute apart, as the services write them. */
async function queue(to: string, subject: string, overrides: Partial<typeof mailOutbox.$inferInsert> = {}) {
  world.harness.clock.advance(60_000);
  const [row] = await world.harness.db
    .insert(mailOutbox)
    .values({
      to,
      subject,
      text: `Hello,\n\nOpen http://127.0.0.1:4321/customer/verify?token=abc to go on.\n\nBayou Lafourche Marine`,
      kind: 'account-verification',
      createdAt: world.harness.clock.now(),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('not queued');
  return row;
}

async function list(path = '/api/admin/mail') {
  const response = await asStaff(path);
  expect(response.status).toBe(200);
  return { body: sentMailListAnswerSchema.strict().parse(await response.json()), link: response.headers.get('Link') };
}

describe('GET /api/admin/mail', () => {
  test('newest first, with recipient, subject, kind in words, time and status', async () => {
    await queue('danielle@gulftide.example', 'Verify your email');
    await queue('operations@bayoulafourchemarine.com', 'New lead', { kind: 'lead-notification', status: 'sent', sentAt: new Date() });
    await queue('remy@bayourunner.example', 'Reset your password', { kind: 'account-password-reset', status: 'failed' });

    const { body, link } = await list();
    expect(link).toBeNull();
    expect(body.mail.map((mail) => mail.subject)).toEqual(['Reset your password', 'New lead', 'Verify your email']);
    expect(body.mail[0]).toMatchObject({ to: 'remy@bayourunner.example', kind: 'Password reset', status: 'failed', sentAt: null });
    expect(body.mail[1]).toMatchObject({ kind: 'New lead (to the office)', status: 'sent' });
    expect(body.mail[2]).toMatchObject({ kind: 'Address verification', status: 'pending' });
    const times = body.mail.map((mail) => mail.createdAt);
    expect(times).toEqual(times.toSorted().toReversed());
  });

  test('a page at a time: the Link header names the next page, and the pages neither repeat nor skip', async () => {
    for (const number of [1, 2, 3, 4, 5]) await queue('danielle@gulftide.example', `Message ${number}`);
    const first = await list('/api/admin/mail?limit=2');
    expect(first.body.mail.map((mail) => mail.subject)).toEqual(['Message 5', 'Message 4']);
    const next = first.link?.match(/^<([^>]+)>; rel="next"$/)?.[1];
    expect(next).toMatch(/^\/api\/admin\/mail\?limit=2&cursor=/);
    const second = await list(next);
    expect(second.body.mail.map((mail) => mail.subject)).toEqual(['Message 3', 'Message 2']);
    const third = await list(second.link?.match(/^<([^>]+)>/)?.[1]);
    expect(third.body.mail.map((mail) => mail.subject)).toEqual(['Message 1']);
    expect(third.link).toBeNull();
  });

  test('a forged cursor or a bad limit answers 400', async () => {
    expect((await asStaff('/api/admin/mail?cursor=bm90LWEtY3Vyc29y')).status).toBe(400);
    expect((await asStaff('/api/admin/mail?limit=0')).status).toBe(400);
  });

  test('staff only: a visitor is asked to sign in (401), a customer is refused (403)', async () => {
    const mail = await queue('danielle@gulftide.example', 'Verify your email');
    for (const path of ['/api/admin/mail', `/api/admin/mail/${mail.id}`]) {
      expect((await call(world.harness, 'GET', path)).status).toBe(401);
      expect((await asCustomer(path)).status).toBe(403);
    }
  });
});

describe('GET /api/admin/mail/:id', () => {
  test('the message as its recipient reads it, with why it has not gone yet', async () => {
    const mail = await queue('danielle@gulftide.example', 'Verify your email', {
      replyTo: 'office@example.com',
      lastError: 'connection refused',
    });
    const response = await asStaff(`/api/admin/mail/${mail.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toContain('no-store');
    const { mail: shown } = sentMailAnswerSchema.strict().parse(await response.json());
    expect(shown).toMatchObject({
      id: mail.id,
      to: 'danielle@gulftide.example',
      replyTo: 'office@example.com',
      subject: 'Verify your email',
      kind: 'Address verification',
      status: 'pending',
      text: mail.text,
      lastError: 'connection refused',
    });
  });

  test('a password reset or sign-in link is shown to the office without its token; other links as sent', async () => {
    const link = (path: string) => `http://127.0.0.1:4321${path}?token=Rrg-I2bS5g_AdXb`;
    const shown = async (kind: 'account-password-reset' | 'account-sign-in-link' | 'account-verification', path: string) => {
      const mail = await queue('danielle@gulftide.example', 'A link', { kind, text: `Open this link:\n${link(path)}\n\nThe office` });
      return sentMailAnswerSchema.parse(await (await asStaff(`/api/admin/mail/${mail.id}`)).json()).mail.text;
    };
    expect(await shown('account-password-reset', '/customer/reset-password')).toBe(
      'Open this link:\nhttp://127.0.0.1:4321/customer/reset-password?token=hidden\n\nThe office',
    );
    expect(await shown('account-sign-in-link', '/customer/sign-in-link')).toContain('/customer/sign-in-link?token=hidden\n');
    expect(await shown('account-verification', '/customer/verify-email')).toContain(link('/customer/verify-email'));
  });

  test('a message with a file attached names the file; one without says none', async () => {
    const pdf = await world.harness.files.put(Readable.from([Buffer.from('%PDF-1.7\n%%EOF\n')]), { mimeType: 'application/pdf' });
    const withFile = await queue('danielle@gulftide.example', 'Your signed berth lease', {
      kind: 'lease-signed-copy',
      attachmentFileId: pdf.id,
      attachmentName: 'berth-lease-R-2026-000042-endeavor.pdf',
    });
    const without = await queue('danielle@gulftide.example', 'Verify your email');
    const shown = async (id: string) => sentMailAnswerSchema.strict().parse(await (await asStaff(`/api/admin/mail/${id}`)).json()).mail;
    expect(await shown(withFile.id)).toMatchObject({ kind: 'Signed lease copy', attachment: 'berth-lease-R-2026-000042-endeavor.pdf' });
    expect(await shown(without.id)).toMatchObject({ attachment: null });
  });

  test('an unknown or malformed id answers 404', async () => {
    expect((await asStaff('/api/admin/mail/0f8fad5b-d9cb-469f-a165-70867728950e')).status).toBe(404);
    expect((await asStaff('/api/admin/mail/not-an-id')).status).toBe(404);
  });
});

describe("the client's timeline", () => {
  test('every mail to the client\'s address, in any case, as "Mail sent: <subject>" linking to Sent mail; no one else\'s', async () => {
    const mail = await queue('Danielle@GulfTide.example', 'Your reservation is confirmed', { kind: 'reservation-confirmation' });
    await queue('remy@bayourunner.example', 'Not hers');
    const pending = await queue('danielle@gulftide.example', 'Verify your email');
    const response = await asStaff(`/api/admin/clients/${world.customer.id}/timeline`);
    expect(response.status).toBe(200);
    const mails = timelineAnswerSchema
      .strict()
      .parse(await response.json())
      .entries.filter((entry) => entry.kind === 'mail');
    expect(mails.map(({ id, title, detail, at }) => ({ id, title, detail, at }))).toEqual([
      {
        id: `mail:${pending.id}`,
        title: 'Mail sent: Verify your email',
        detail: 'Address verification, not sent yet',
        at: pending.createdAt.toISOString(),
      },
      {
        id: `mail:${mail.id}`,
        title: 'Mail sent: Your reservation is confirmed',
        detail: 'Reservation confirmed, not sent yet',
        at: mail.createdAt.toISOString(),
      },
    ]);
    expect(mails[1]?.record).toMatchObject({ entityType: 'mail', entityId: mail.id });
  });
});

describe('the demo without SMTP_URL', () => {
  test('each message is written as an .eml file under DATA_DIR/mail and marked sent', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'demo-mail-'));
    try {
      const mail = await queue('danielle@gulftide.example', 'Vérifiez votre adresse');
      const mailer = mailerFor(parseConfig({ DEMO_DATA: '1', DATA_DIR: dataDir }));
      const run = await processOutbox(world.harness.db, world.harness.files, mailer, world.harness.logger, world.harness.clock);
      mailer?.close();
      expect(run).toEqual({ sent: 1, retrying: 0, failed: 0 });
      const [row] = await world.harness.db.select().from(mailOutbox).where(eq(mailOutbox.id, mail.id));
      expect(row).toMatchObject({ status: 'sent', lastError: null });
      const names = await readdir(join(dataDir, 'mail'));
      expect(names).toEqual([expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d-]+Z-account-verification-[0-9a-f]{8}\.eml$/)]);
      const raw = await readFile(join(dataDir, 'mail', names[0] ?? ''), 'utf8');
      expect(raw).toContain('Content-Type: text/html');
      const parsedHeaders = parseMail(raw);
      expect(parsedHeaders.to).toEqual(['danielle@gulftide.example']);
      expect(parsedHeaders.subject).toBe('Vérifiez votre adresse');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  test('a message with a file attached is written as multipart/mixed with the stored file in it', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'demo-mail-'));
    try {
      const bytes = Buffer.from('%PDF-1.7\n% signed lease\n%%EOF\n');
      const pdf = await world.harness.files.put(Readable.from([bytes]), { mimeType: 'application/pdf' });
      await queue('danielle@gulftide.example', 'Your signed berth lease', {
        kind: 'lease-signed-copy',
        attachmentFileId: pdf.id,
        attachmentName: 'berth-lease-R-2026-000042-endeavor.pdf',
      });
      const mailer = mailerFor(parseConfig({ DEMO_DATA: '1', DATA_DIR: dataDir }));
      const run = await processOutbox(world.harness.db, world.harness.files, mailer, world.harness.logger, world.harness.clock);
      mailer?.close();
      expect(run).toEqual({ sent: 1, retrying: 0, failed: 0 });
      const [name] = await readdir(join(dataDir, 'mail'));
      const raw = await readFile(join(dataDir, 'mail', name ?? ''), 'utf8');
      expect(raw).toMatch(/^Content-Type: multipart\/mixed/im);
      const written = parseMail(raw);
      expect(written.text).toContain('Open http://127.0.0.1:4321/customer/verify');
      expect(written.attachments).toEqual([{ filename: 'berth-lease-R-2026-000042-endeavor.pdf', contentType: 'application/pdf', bytes }]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
