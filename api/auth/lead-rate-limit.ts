import type { AppDependencies } from '#api/lib/app-env.ts';
import { rateLimitByIp } from './rate-limit.ts';

/**
 * Lead submissions (contact, scheduling, quote and recommendation requests) share one count: 30 a
 * minute per IP is far beyond what a person sends and cheap to hit for a script.
 */
export const leadSubmissionLimit = (deps: AppDependencies) => rateLimitByIp(deps, { name: 'leads', limit: 30, windowMs: 60_000 });
