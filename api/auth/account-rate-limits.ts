import type { AppDependencies } from '#api/lib/app-env.ts';
import { rateLimitByIp, type RateLimitRule } from './rate-limit.ts';

const hour = 60 * 60_000;

/** Registrations: 50 an hour per address is far beyond an office signing up its staff, and stops a script filling the table. */
export const registrationLimit = (deps: AppDependencies) => rateLimitByIp(deps, { name: 'registrations', limit: 50, windowMs: hour });

/** Password-reset requests per address; each address's own mails are limited too, silently (forgot-password.ts). */
export const passwordResetRequestLimit = (deps: AppDependencies) =>
  rateLimitByIp(deps, { name: 'reset-requests', limit: 10, windowMs: hour });

/**
 * Reset links redeemed per address. Each attempt hashes the new password (argon2id) before its
 * token is looked up, so without a limit a script posting made-up tokens buys the server's CPU
 * for nothing; a person following one link needs a few tries at most.
 */
export const passwordResetRedemptionRule: RateLimitRule = { name: 'reset-redemptions', limit: 20, windowMs: hour };
export const passwordResetRedemptionLimit = (deps: AppDependencies) => rateLimitByIp(deps, passwordResetRedemptionRule);
