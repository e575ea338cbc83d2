import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { staffPassword, staffUsername } from './e2e/support/staff-account.ts';
import { mailCapture, testLeadsEmail } from './e2e/support/mail-capture.ts';

const port = Number(process.env.E2E_PORT ?? 4399);
const baseURL = `http://127.0.0.1:${port}`;
// A second server whose holds last the shortest window allowed, for the specs that watch one expire.
const shortHoldPort = port - 2;
const shortHoldBaseURL = `http://127.0.0.1:${shortHoldPort}`;
const shortHoldSpecs = /\/hold[^/]*\.spec\.ts$/;
// A third server for the specs that set a storm stage: its banner shows on every page, so no other spec shares it.
const stormPort = port - 4;
const stormBaseURL = `http://127.0.0.1:${stormPort}`;
const stormSpecs = /\/storm[^/]*\.spec\.ts$/;
// The product's mail goes to a local capture server that tests read through e2e/support/mailbox.ts.
const mail = mailCapture();

/** The built site and API on `serverPort`, with a fresh embedded database (every run starts from the seed). */
function siteServer(serverPort: number, serverURL: string, extraEnv: Record<string, string> = {}) {
  return {
    command: 'node api/server.ts',
    cwd: '..',
    url: `${serverURL}/api/health`,
    reuseExistingServer: false,
    // Three servers start at once on two cores, each migrating and seeding its own database.
    timeout: 150_000,
    env: {
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'marina-e2e-')),
      DEMO_DATA: '1',
      PAYMENTS_MODE: 'test',
      RATE_LIMIT: 'off',
      LOG_LEVEL: 'error',
      SITE_URL: serverURL,
      DATABASE_URL: '',
      SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
      LEADS_EMAIL: testLeadsEmail,
      MAIL_POLL_MS: '250',
      ADMIN_USERNAME: staffUsername,
      ADMIN_PASSWORD: staffPassword,
      ...extraEnv,
    },
  };
}

export default defineConfig({
  // User journeys in e2e/, attacks clicked in the browser in security/.
  testDir: '.',
  testMatch: /(e2e|security)\/.*\.spec\.ts$/,
  globalSetup: './e2e/global-setup.ts',
  outputDir: '../test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // A busy two-core runner has run single journeys past 30 s; a stuck test still fails within a minute.
  timeout: 60_000,
  // Two workers and two servers share two cores in CI: an island can take longer than the default 5 s to hydrate.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: [shortHoldSpecs, stormSpecs] },
    { name: 'short-hold', use: { ...devices['Desktop Chrome'], baseURL: shortHoldBaseURL }, testMatch: shortHoldSpecs },
    // One storm spec at a time: a stage one sets ends the answer links another is using.
    { name: 'storm', use: { ...devices['Desktop Chrome'], baseURL: stormBaseURL }, testMatch: stormSpecs, workers: 1 },
  ],
  webServer: [
    siteServer(port, baseURL),
    siteServer(shortHoldPort, shortHoldBaseURL, { HOLD_MINUTES: '1' }),
    siteServer(stormPort, stormBaseURL),
  ],
});
