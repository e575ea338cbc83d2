import type { AppDependencies } from '#api/lib/app-env.ts';
import { rateLimitByIp } from './rate-limit.ts';

/**
 * Each reservation holds a berth for its dates until staff clear it, so a script filling the
 * calendar is the abuse to stop: 20 an hour per IP is still more than a fleet office books.
 */
export const reservationCreationLimit = (deps: AppDependencies) =>
  rateLimitByIp(deps, { name: 'reservations', limit: 20, windowMs: 60 * 60_000 });
