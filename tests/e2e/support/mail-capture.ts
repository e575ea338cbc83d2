import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where staff notifications go in the browser tests, so a test can wait for them by address. */
export const testLeadsEmail = 'leads@bayoulafourchemarine.test';

export interface MailCapture {
  /**
   * The capture server's port. Playwright starts the web server before any global setup, so the
   * port is fixed when the config is read rather than chosen by the server when it starts.
   */
  port: number;
  /** One `.eml` file per received message. */
  directory: string;
}

/**
 * Decided once, in the process that reads the Playwright config; the global setup runs there too,
 * and the test workers it starts later inherit the variables.
 */
export function mailCapture(): MailCapture {
  process.env.E2E_SMTP_PORT ??= '4398';
  process.env.E2E_MAILBOX_DIR ??= mkdtempSync(join(tmpdir(), 'marina-e2e-mail-'));
  return { port: Number(process.env.E2E_SMTP_PORT), directory: process.env.E2E_MAILBOX_DIR };
}
