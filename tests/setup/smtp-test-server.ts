import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { headerValue } from './mail-message.ts';

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
