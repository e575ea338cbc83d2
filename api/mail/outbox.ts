import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { mailOutbox, type OutboxMail } from '#api/db/schema/index.ts';
import type { Clock } from '#api/lib/clock.ts';
import type { Logger } from '#api/lib/logger.ts';
import { recordSignedCopySent } from '#api/services/leases/signed-copy-sent.ts';
import type { FileStore } from '#api/storage/file-store.ts';
import { maxSendAttempts, retryDelayMs } from './backoff.ts';
import type { MailAttachment, Mailer } from './mailer.ts';

const batchSize = 5;
// A claimed message is not due again until this has passed, so another API process leaves it
// alone while it is being sent, and a process that dies mid-send hands it back afterwards.
const claimLeaseMs = 5 * 60 * 1000;
const longestErrorText = 1000;

const smtpMissing = 'mail not sent: SMTP_URL not set';

export interface OutboxRun {
  sent: number;
  /** Failed this time; tried again later. */
  retrying: number;
  /** Failed for the last allowed time; never tried again. */
  failed: number;
}

/**
 * Sends every message that is due now on `clock`, a small batch at a time, account mail first
 * (sentFirstMailKinds). Without a mailer nothing is sent: each waiting message is logged once and
 * stays pending until a mail server is configured. Once `stopping` is aborted the message being
 * sent is finished, nothing more is claimed, and the rest of the batch is handed back. A message's
 * attachment is read from `files` as it is sent.
 */
export async function processOutbox(
  db: Database,
  files: FileStore,
  mailer: Mailer | undefined,
  logger: Logger,
  clock: Clock,
  stopping?: AbortSignal,
): Promise<OutboxRun> {
  const run: OutboxRun = { sent: 0, retrying: 0, failed: 0 };
  const now = clock.now();
  if (!mailer) {
    await noteUnsendable(db, logger);
    return run;
  }
  while (!stopping?.aborted) {
    const batch = await claimDue(db, now);
    if (batch.length === 0) break;
    // UPDATE … RETURNING gives rows in storage order, not the claim's.
    batch.sort((a, b) => a.sendOrder - b.sendOrder);
    let tried = 0;
    for (const mail of batch) {
      if (stopping?.aborted) break;
      run[await deliver(db, files, mailer, logger, mail, now)] += 1;
      tried += 1;
    }
    const unsent = batch.slice(tried);
    if (unsent.length > 0) {
      await handBack(db, unsent, now);
      logger.info('mail run stopped: unsent mail handed back to the queue', { handedBack: unsent.length });
    }
  }
  return run;
}

// One statement: rows another process has locked are skipped, the rest are counted as an attempt
// and leased, so no two processes send the same message. mail_outbox_claim_idx serves it in order.
function claimDue(db: Database, now: Date): Promise<OutboxMail[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
    .orderBy(asc(mailOutbox.sendOrder), asc(mailOutbox.nextAttemptAt))
    .limit(batchSize)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + claimLeaseMs) })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

// Claimed but never tried: the lease and the attempt the claim counted are undone, so the message is
// due at once for the next run or process.
async function handBack(db: Database, mails: OutboxMail[], now: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} - 1`, nextAttemptAt: now })
    .where(
      inArray(
        mailOutbox.id,
        mails.map((mail) => mail.id),
      ),
    );
}

async function deliver(
  db: Database,
  files: FileStore,
  mailer: Mailer,
  logger: Logger,
  mail: OutboxMail,
  now: Date,
): Promise<keyof OutboxRun> {
  const failure = await sendOrExplain(files, mailer, mail);
  if (failure === undefined) {
    await markSent(db, mail, now);
    return 'sent';
  }
  const fields = { outboxId: mail.id, kind: mail.kind, subject: mail.subject, attempts: mail.attempts, error: failure };
  if (mail.attempts >= maxSendAttempts) {
    await db.update(mailOutbox).set({ status: 'failed', lastError: failure }).where(eq(mailOutbox.id, mail.id));
    logger.error('mail failed: giving up', fields);
    return 'failed';
  }
  const nextAttemptAt = new Date(now.getTime() + retryDelayMs(mail.attempts));
  await db.update(mailOutbox).set({ nextAttemptAt, lastError: failure }).where(eq(mailOutbox.id, mail.id));
  logger.info('mail not sent: will retry', { ...fields, nextAttemptAt: nextAttemptAt.toISOString() });
  return 'retrying';
}

/**
 * Undefined when the server accepted the message, else why not. Only the send is caught: a failed
 * database write after a successful send must not count as a failed send and mail it twice.
 */
async function sendOrExplain(files: FileStore, mailer: Mailer, mail: OutboxMail): Promise<string | undefined> {
  let attachment: MailAttachment | undefined;
  try {
    attachment = await openAttachment(files, mail);
    const { id, kind, createdAt, to, replyTo, subject, text } = mail;
    await mailer.send({ id, kind, createdAt, to, replyTo: replyTo ?? undefined, subject, text, attachment });
    return undefined;
  } catch (error) {
    return (error instanceof Error ? error.message : String(error)).slice(0, longestErrorText) || 'unknown error';
  } finally {
    attachment?.content.destroy();
  }
}

async function openAttachment(files: FileStore, mail: OutboxMail): Promise<MailAttachment | undefined> {
  if (!mail.attachmentFileId) return undefined;
  const opened = await files.open(mail.attachmentFileId);
  if (!opened) throw new Error(`attachment ${mail.attachmentName ?? mail.attachmentFileId} is missing from the file store`);
  const filename = mail.attachmentName ?? 'attachment';
  return { filename, contentType: opened.file.mimeType, content: opened.content };
}

// A signed lease's copy is entered in the lease's event log in the same transaction that marks it sent.
async function markSent(db: Database, mail: OutboxMail, now: Date): Promise<void> {
  const sent = (tx: Database) => tx.update(mailOutbox).set({ status: 'sent', sentAt: now }).where(eq(mailOutbox.id, mail.id));
  if (mail.kind !== 'lease-signed-copy') {
    await sent(db);
    return;
  }
  await db.transaction(async (tx) => {
    await sent(tx);
    await recordSignedCopySent(tx, mail, now);
  });
}

// The reason is stored with the message, which is what makes the log line once per message.
async function noteUnsendable(db: Database, logger: Logger): Promise<void> {
  const unnoted = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), isNull(mailOutbox.lastError)))
    .limit(100)
    .for('update', { skipLocked: true });
  const noted = await db
    .update(mailOutbox)
    .set({ lastError: smtpMissing })
    .where(inArray(mailOutbox.id, unnoted))
    .returning({ id: mailOutbox.id, subject: mailOutbox.subject });
  for (const mail of noted) logger.info(smtpMissing, { outboxId: mail.id, subject: mail.subject });
}
