import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { createTransport } from 'nodemailer';
import type { MailKind } from '#api/db/schema/index.ts';
import type { Config, MailConfig } from '#api/env.ts';
import { createEmlMailer } from './eml-mailer.ts';

export interface MailMessage {
  /** The outbox row's id, kind and moment: what a message file is named by. */
  id: string;
  kind: MailKind;
  createdAt: Date;
  to: string;
  replyTo?: string | undefined;
  subject: string;
  text: string;
  /** The one stored file sent with the message (a signed lease's PDF), read from the file store. */
  attachment?: MailAttachment | undefined;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Readable;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

// A claimed message is held for the worker's lease; these bound one send well inside it.
const connectionTimeoutMs = 10_000;
const greetingTimeoutMs = 10_000;
const socketTimeoutMs = 20_000;

/** The SMTP transport named by SMTP_URL, or undefined when none is configured. */
export function createMailer({ smtpUrl, from }: MailConfig): Mailer | undefined {
  if (!smtpUrl) return undefined;
  const transport = createTransport(
    { url: smtpUrl, connectionTimeout: connectionTimeoutMs, greetingTimeout: greetingTimeoutMs, socketTimeout: socketTimeoutMs },
    { from },
  );
  return {
    send: async ({ to, replyTo, subject, text, attachment }) => {
      await transport.sendMail({ to, replyTo, subject, text, attachments: attachment ? [attachment] : [] });
    },
    close: () => transport.close(),
  };
}

/**
 * Where the server's mail goes: the SMTP server when SMTP_URL is set; else, in the demo, `.eml` files
 * under DATA_DIR/mail that a person opens in any mail program; else nowhere, and it waits in the
 * outbox (decision 103).
 */
export function mailerFor(config: MailerSettings): Mailer | undefined {
  const directory = demoMailDirectory(config);
  return createMailer(config.mail) ?? (directory ? createEmlMailer(directory, config.mail.from) : undefined);
}

type MailerSettings = Pick<Config, 'mail' | 'demoData' | 'dataDir'>;

/** Where the demo writes its mail: DATA_DIR/mail, when it has no SMTP server; else undefined. */
export function demoMailDirectory({ mail, demoData, dataDir }: MailerSettings): string | undefined {
  return demoData && !mail.smtpUrl ? join(dataDir, 'mail') : undefined;
}
