import { describe, expect, test } from 'vitest';
import { ConfigError, parseConfig } from '#api/env.ts';

function problemsOf(environment: Record<string, string>): string[] {
  try {
    parseConfig(environment);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected the configuration to be rejected');
}

describe('configuration', () => {
  test('defaults give an embedded database on port 4321 with rate limits on', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      environment: 'development',
      port: 4321,
      databaseUrl: undefined,
      dataDir: './.data',
      demoData: false,
      rateLimit: true,
      admin: undefined,
    });
  });

  test('empty values count as unset', () => {
    expect(parseConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 4321, databaseUrl: undefined });
  });

  test('reads a PostgreSQL URL, the site URL and the bootstrap admin', () => {
    const config = parseConfig({
      DATABASE_URL: 'postgres://app@db.internal:5432/marina',
      SITE_URL: 'https://www.example.com',
      ADMIN_USERNAME: 'harbormaster',
      ADMIN_PASSWORD: 'correct horse battery',
      DEMO_DATA: '1',
    });
    expect(config.databaseUrl).toBe('postgres://app@db.internal:5432/marina');
    expect(config.siteUrl?.origin).toBe('https://www.example.com');
    expect(config.admin).toEqual({ username: 'harbormaster', password: 'correct horse battery' });
    expect(config.demoData).toBe(true);
  });

  test('lists every bad value at once, naming the variable', () => {
    const problems = problemsOf({ PORT: 'eighty', DATABASE_URL: 'mysql://db/marina', DEMO_DATA: 'yes', NODE_ENV: 'staging' });
    expect(problems).toHaveLength(4);
    expect(problems.map((problem) => problem.split(':')[0])).toEqual(
      expect.arrayContaining(['PORT', 'DATABASE_URL', 'DEMO_DATA', 'NODE_ENV']),
    );
  });

  test('a short admin password stops the start', () => {
    expect(problemsOf({ ADMIN_USERNAME: 'harbormaster', ADMIN_PASSWORD: 'short' })).toEqual([
      'ADMIN_PASSWORD: must be at least 12 characters',
    ]);
  });

  test('admin username and password come together', () => {
    expect(problemsOf({ ADMIN_USERNAME: 'harbormaster' })).toEqual([
      'ADMIN_PASSWORD: ADMIN_USERNAME and ADMIN_PASSWORD must be set together',
    ]);
  });

  test('production needs SITE_URL, so no mailed link takes its address from a request header', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'SITE_URL: is required in production: mailed links (password reset, verification, resume) ' +
        'must not take their address from a request header',
    ]);
  });

  test('production refuses switched-off rate limits and demo accounts', () => {
    expect(problemsOf({ NODE_ENV: 'production', SITE_URL: 'https://www.example.com', RATE_LIMIT: 'off', DEMO_DATA: '1' })).toEqual([
      'RATE_LIMIT: cannot be off in production',
      'DEMO_DATA: demo accounts are never created in production',
    ]);
  });

  test('mail: queued without a server by default, staff notifications to operations', () => {
    expect(parseConfig({}).mail).toEqual({
      smtpUrl: undefined,
      leadsEmail: 'operations@bayoulafourchemarine.com',
      from: 'Bayou Lafourche Marine <no-reply@bayoulafourchemarine.com>',
    });
  });

  test('mail: reads the SMTP server, the leads address and the sender', () => {
    const config = parseConfig({
      SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
      LEADS_EMAIL: 'dispatch@example.com',
      MAIL_FROM: 'Dock Office <dock@example.com>',
    });
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://mailer:secret@smtp.example.com:465',
      leadsEmail: 'dispatch@example.com',
      from: 'Dock Office <dock@example.com>',
    });
  });

  test('mail: a server that is not smtp:// or smtps:// and a bad leads address are listed', () => {
    expect(problemsOf({ SMTP_URL: 'https://smtp.example.com', LEADS_EMAIL: 'dispatch' })).toEqual([
      'SMTP_URL: must be an smtp:// or smtps:// URL',
      'LEADS_EMAIL: must be an email address',
    ]);
  });

  test('TRUST_PROXY is the number of trusted proxy hops, none by default', () => {
    expect(parseConfig({}).trustProxy).toBe(0);
    expect(parseConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(0);
    expect(parseConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(parseConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  test('TRUST_PROXY that is not a whole number of hops stops the start', () => {
    const message = 'TRUST_PROXY: must be the number of trusted proxies in front of the server (0 for none)';
    for (const value of ['true', '-1', '1.5']) expect(problemsOf({ TRUST_PROXY: value })).toEqual([message]);
  });

  test('the error message lists the problems one per line', () => {
    expect(() => parseConfig({ PORT: '0' })).toThrow(/Invalid configuration:\n {2}- PORT: /);
  });
});

const stripeKeys = { STRIPE_SECRET_KEY: 'sk_test_123', PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_123' };

describe('payments configuration', () => {
  test('without Stripe keys, development and tests take cards in the built-in test mode', () => {
    expect(parseConfig({}).payments).toEqual({ mode: 'test' });
    expect(parseConfig({ NODE_ENV: 'test' }).payments).toEqual({ mode: 'test' });
  });

  test('production without keys refuses card payment instead of faking it', () => {
    expect(parseConfig({ NODE_ENV: 'production', SITE_URL: 'https://www.example.com' }).payments).toEqual({ mode: 'unavailable' });
  });

  test('PAYMENTS_MODE=test turns the test mode on even with keys', () => {
    expect(parseConfig({ PAYMENTS_MODE: 'test' }).payments).toEqual({ mode: 'test' });
    expect(parseConfig({ ...stripeKeys, PAYMENTS_MODE: 'test' }).payments).toEqual({ mode: 'test' });
  });

  test('production with PAYMENTS_MODE=test stops the start, naming the variable', () => {
    expect(problemsOf({ NODE_ENV: 'production', SITE_URL: 'https://www.example.com', PAYMENTS_MODE: 'test' })).toEqual([
      'PAYMENTS_MODE: cannot be test in production: the test mode marks reservations paid without charging a card',
    ]);
    expect(
      problemsOf({
        NODE_ENV: 'production',
        SITE_URL: 'https://www.example.com',
        PAYMENTS_MODE: 'test',
        ...stripeKeys,
        STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      }),
    ).toEqual(['PAYMENTS_MODE: cannot be test in production: the test mode marks reservations paid without charging a card']);
  });

  test('Stripe keys select Stripe, with the publishable key for the browser', () => {
    expect(parseConfig({ ...stripeKeys, STRIPE_WEBHOOK_SECRET: 'whsec_abc' }).payments).toEqual({
      mode: 'stripe',
      secretKey: 'sk_test_123',
      publishableKey: 'pk_test_123',
      webhookSecret: 'whsec_abc',
    });
  });

  test('an incomplete Stripe setup stops the start with the missing variable named', () => {
    expect(problemsOf({ STRIPE_SECRET_KEY: 'sk_test_123' })).toEqual(['PUBLIC_STRIPE_PUBLISHABLE_KEY: is required with STRIPE_SECRET_KEY']);
    expect(problemsOf({ PAYMENTS_MODE: 'stripe' })).toContain('STRIPE_SECRET_KEY: is required when PAYMENTS_MODE=stripe');
    expect(problemsOf({ NODE_ENV: 'production', SITE_URL: 'https://www.example.com', ...stripeKeys })).toEqual([
      'STRIPE_WEBHOOK_SECRET: is required for Stripe payments in production',
    ]);
  });

  test('keys of the wrong kind are refused', () => {
    expect(problemsOf({ STRIPE_SECRET_KEY: 'pk_live_oops', PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_1' })).toEqual([
      'STRIPE_SECRET_KEY: must be a Stripe secret key (sk_… or rk_…)',
    ]);
  });
});
