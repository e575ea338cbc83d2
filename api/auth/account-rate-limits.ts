import type { AppDependencies } from '../lib/app-env.ts';
import { rateLimitByIp } from './rate-limit.ts';

const hour = 60 * 60_000;

/** Registrations: 50 an hour per address is far beyond an office signing up its staff, and stops a script filling the table. */
export const registrationLimit = (deps: AppDependencies) => rateLimitByIp(deps, { name: 'registrations', limit: 50, windowMs: hour });

/** Password-reset requests per address; each address's own mails are limited too, silently (forgot-password.ts). */
export const passwordResetRequestLimit = (deps: AppDependencies) => rateLimitByIp(deps, { name: 'reset-requests', limit: 10, windowMs: hour });
