import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  raw: string;
}

/** A local mail server on a free port that keeps what it receives, and can be told to refuse. */
export async function startSmtpTestServer() {
  const received: ReceivedMail[] = [];
  let refusal: string | undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusal) {
          callback(Object.assign(new Error(refusal), { responseCode: 451 }));
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((address) => address.address),
          subject: headerValue(raw, 'Subject'),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse: (reason: string) => {
      refusal = reason;
    },
    accept: () => {
      refusal = undefined;
    },
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}

/** A header as a person reads it: unfolded, with RFC 2047 encoded words (=?UTF-8?Q?…?=) decoded. */
function headerValue(raw: string, name: string): string {
  const headers = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  const line = headers.split('\r\n').find((header) => header.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  if (!line) return '';
  // Words are decoded to bytes first: one character may be split across two encoded words.
  const bytes = line
    .slice(name.length + 1)
    .trim()
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      (encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64') : quotedBytes(text)).toString('latin1'),
    );
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function quotedBytes(text: string): Buffer {
  const bytes: number[] = [];
  for (let index = 0; index < text.length; index += 1) {
    if (text[index] === '=') {
      bytes.push(Number.parseInt(text.slice(index + 1, index + 3), 16));
      index += 2;
    } else {
      bytes.push(text[index] === '_' ? 0x20 : text.charCodeAt(index));
    }
  }
  return Buffer.from(bytes);
}
