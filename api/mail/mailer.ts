import { createTransport } from 'nodemailer';
import type { MailConfig } from '#api/env.ts';

interface MailMessage {
  to: string;
  replyTo?: string | undefined;
  subject: string;
  text: string;
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
    send: async (message) => {
      await transport.sendMail(message);
    },
    close: () => transport.close(),
  };
}
