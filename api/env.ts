import { z } from 'zod';
import { fileStoreDrivers, type FileStoreDriver } from './storage/file-store.ts';

const flag = z.enum(['0', '1']).transform((value) => value === '1');

// Reading the lease, signing and paying take a few minutes; shorter holds exist for tests.
const productionHoldFloorMinutes = 15;

const proxyHopsMessage = 'must be the number of trusted proxies in front of the server (0 for none)';

const environmentSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(1).max(65_535).default(4321),
    SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    DATA_DIR: z.string().min(1).default('./.data'),
    FILE_STORE: z.enum(fileStoreDrivers).optional(),
    DEMO_DATA: flag.default(false),
    ADMIN_USERNAME: z.string().trim().min(3).max(64).optional(),
    ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
    RATE_LIMIT: z.enum(['on', 'off']).default('on'),
    TRUST_PROXY: z.coerce.number({ error: proxyHopsMessage }).int(proxyHopsMessage).min(0, proxyHopsMessage).default(0),
    LOG_LEVEL: z.enum(['info', 'error', 'silent']).default('info'),
    LOG_FORMAT: z.enum(['json', 'pretty']).default('json'),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
    MAIL_POLL_MS: z.coerce.number().int().min(200).default(5_000),
    HOLD_MINUTES: z.coerce.number().int().min(1, 'must be at least 1 minute').default(60),
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
    LEADS_EMAIL: z.email('must be an email address').default('operations@bayoulafourchemarine.com'),
    MAIL_FROM: z
      .string()
      .trim()
      .min(3, 'must name a sender, e.g. "Name <address>"')
      .default('Bayou Lafourche Marine <no-reply@bayoulafourchemarine.com>'),
    PAYMENTS_MODE: z.enum(['test', 'stripe']).optional(),
    STRIPE_SECRET_KEY: z
      .string()
      .trim()
      .regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_… or rk_…)')
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .trim()
      .regex(/^whsec_/, 'must be a Stripe webhook signing secret (whsec_…)')
      .optional(),
    PUBLIC_STRIPE_PUBLISHABLE_KEY: z.string().trim().regex(/^pk_/, 'must be a Stripe publishable key (pk_…)').optional(),
  })
  .superRefine((env, context) => {
    if (Boolean(env.ADMIN_USERNAME) !== Boolean(env.ADMIN_PASSWORD)) {
      context.addIssue({
        code: 'custom',
        path: [env.ADMIN_USERNAME ? 'ADMIN_PASSWORD' : 'ADMIN_USERNAME'],
        message: 'ADMIN_USERNAME and ADMIN_PASSWORD must be set together',
      });
    }
    if (env.NODE_ENV === 'production' && env.RATE_LIMIT === 'off') {
      context.addIssue({ code: 'custom', path: ['RATE_LIMIT'], message: 'cannot be off in production' });
    }
    if (env.NODE_ENV === 'production' && !env.SITE_URL) {
      context.addIssue({
        code: 'custom',
        path: ['SITE_URL'],
        message:
          'is required in production: mailed links (password reset, verification, resume) ' +
          'must not take their address from a request header',
      });
    }
    if (env.NODE_ENV === 'production' && env.DEMO_DATA) {
      context.addIssue({ code: 'custom', path: ['DEMO_DATA'], message: 'demo accounts are never created in production' });
    }
    if (env.NODE_ENV === 'production' && env.PAYMENTS_MODE === 'test') {
      context.addIssue({
        code: 'custom',
        path: ['PAYMENTS_MODE'],
        message: 'cannot be test in production: the test mode marks reservations paid without charging a card',
      });
    }
    if (env.NODE_ENV === 'production' && env.HOLD_MINUTES < productionHoldFloorMinutes) {
      context.addIssue({
        code: 'custom',
        path: ['HOLD_MINUTES'],
        message: `must be at least ${productionHoldFloorMinutes} in production: a shorter hold expires while a customer is still paying`,
      });
    }
    const usesStripe = env.PAYMENTS_MODE === 'stripe' || (env.PAYMENTS_MODE === undefined && env.STRIPE_SECRET_KEY);
    if (env.PAYMENTS_MODE === 'stripe' && !env.STRIPE_SECRET_KEY) {
      context.addIssue({ code: 'custom', path: ['STRIPE_SECRET_KEY'], message: 'is required when PAYMENTS_MODE=stripe' });
    }
    if (usesStripe && !env.PUBLIC_STRIPE_PUBLISHABLE_KEY) {
      context.addIssue({ code: 'custom', path: ['PUBLIC_STRIPE_PUBLISHABLE_KEY'], message: 'is required with STRIPE_SECRET_KEY' });
    }
    if (usesStripe && env.NODE_ENV === 'production' && !env.STRIPE_WEBHOOK_SECRET) {
      context.addIssue({ code: 'custom', path: ['STRIPE_WEBHOOK_SECRET'], message: 'is required for Stripe payments in production' });
    }
  });

type Environment = z.output<typeof environmentSchema>;

export interface Config {
  environment: Environment['NODE_ENV'];
  isProduction: boolean;
  host: string;
  port: number;
  siteUrl: URL | undefined;
  databaseUrl: string | undefined;
  dataDir: string;
  /** Where uploaded files are kept; by default the database when it is a shared server, else a directory. */
  fileStore: FileStoreDriver;
  demoData: boolean;
  admin: { username: string; password: string } | undefined;
  rateLimit: boolean;
  /** How many reverse proxies in front of the server append to X-Forwarded-For; 0 believes no forwarded header. */
  trustProxy: number;
  logLevel: Environment['LOG_LEVEL'];
  logFormat: Environment['LOG_FORMAT'];
  shutdownTimeoutMs: number;
  mail: MailConfig;
  /** How often the mail worker looks for queued messages. */
  mailPollMs: number;
  payments: PaymentsConfig;
  /** How long an unpaid reservation holds its berth (HOLD_MINUTES). */
  holdMinutes: number;
}

/**
 * How cards are charged. `test` is the built-in offline provider (Stripe's test card numbers);
 * `unavailable` is production without Stripe keys, where payment is refused rather than faked.
 */
export type PaymentsConfig =
  | { mode: 'stripe'; secretKey: string; publishableKey: string; webhookSecret: string | undefined }
  | { mode: 'test' }
  | { mode: 'unavailable' };

export interface MailConfig {
  /** Without it mail stays queued in the outbox until a mail server is configured. */
  smtpUrl: string | undefined;
  /** Where staff notifications of new leads go. */
  leadsEmail: string;
  from: string;
}

export class ConfigError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

// An empty variable (`PORT=` in a .env file) means "not set", so defaults apply.
function withoutEmptyValues(source: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(source).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''));
}

export function parseConfig(source: Record<string, string | undefined>): Config {
  const result = environmentSchema.safeParse(withoutEmptyValues(source));
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`));
  }
  const env = result.data;
  return {
    environment: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    host: env.HOST,
    port: env.PORT,
    siteUrl: env.SITE_URL ? new URL(env.SITE_URL) : undefined,
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    fileStore: env.FILE_STORE ?? (env.DATABASE_URL ? 'database' : 'local'),
    demoData: env.DEMO_DATA,
    admin: env.ADMIN_USERNAME && env.ADMIN_PASSWORD ? { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD } : undefined,
    rateLimit: env.RATE_LIMIT === 'on',
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    mail: { smtpUrl: env.SMTP_URL, leadsEmail: env.LEADS_EMAIL, from: env.MAIL_FROM },
    mailPollMs: env.MAIL_POLL_MS,
    payments: paymentsConfig(env),
    holdMinutes: env.HOLD_MINUTES,
  };
}

function paymentsConfig(env: Environment): PaymentsConfig {
  if (env.PAYMENTS_MODE === 'test') return { mode: 'test' };
  if (env.STRIPE_SECRET_KEY && env.PUBLIC_STRIPE_PUBLISHABLE_KEY) {
    return {
      mode: 'stripe',
      secretKey: env.STRIPE_SECRET_KEY,
      publishableKey: env.PUBLIC_STRIPE_PUBLISHABLE_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    };
  }
  return env.NODE_ENV === 'production' ? { mode: 'unavailable' } : { mode: 'test' };
}

export function loadConfig(): Config {
  return parseConfig(process.env);
}
