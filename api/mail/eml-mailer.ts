import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import { htmlOfText } from './html-part.ts';
import type { Mailer, MailMessage } from './mailer.ts';

/** `2026-11-28T13-45-07-123Z`: the moment in UTC, sortable, with no character a file system refuses. */
const fileMoment = (moment: Date) => moment.toISOString().replace(/[:.]/g, '-');

/** The file a message is written to: when it was queued, its kind, and its id's start, so two never share a name. */
export const emlFileName = ({ createdAt, kind, id }: Pick<MailMessage, 'createdAt' | 'kind' | 'id'>) =>
  `${fileMoment(createdAt)}-${kind}-${id.slice(0, 8)}.eml`;

/**
 * Writes each message as an RFC 5322 `.eml` file in `directory` instead of sending it: the headers
 * and text part the SMTP transport would send, built by the same library, plus an HTML part of that
 * text whose web addresses are links, so the file opened in a mail program has links that open.
 * A message with an attachment is written as multipart/mixed with the file in it, as it is sent.
 */
export function createEmlMailer(directory: string, from: string): Mailer {
  const composer = createTransport({ streamTransport: true, buffer: true, newline: 'windows' }, { from });
  return {
    send: async (message) => {
      const { to, replyTo, subject, text, attachment } = message;
      const attachments = attachment ? [attachment] : [];
      const { message: eml } = await composer.sendMail({ to, replyTo, subject, text, html: htmlOfText(text), attachments });
      await mkdir(directory, { recursive: true });
      await writeFile(join(directory, emlFileName(message)), eml);
    },
    close: () => composer.close(),
  };
}
