import { randomUUID } from 'node:crypto';
import { rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { mailCapture } from './support/mail-capture.ts';

/**
 * Starts the capture mail server the web server's SMTP_URL points at, and returns its teardown.
 * Each message is written whole under a temporary name and then renamed, so a test polling the
 * directory never reads half a message.
 */
export default async function startMailCapture(): Promise<() => Promise<void>> {
  const { port, directory } = mailCapture();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const name = `${Date.now()}-${randomUUID()}`;
        const partial = join(directory, `${name}.part`);
        writeFile(partial, Buffer.concat(chunks))
          .then(() => rename(partial, join(directory, `${name}.eml`)))
          .then(
            () => callback(),
            (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
          );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return async () => {
    await new Promise<void>((resolve) => server.close(resolve));
    await rm(directory, { recursive: true, force: true });
  };
}
