import { Hono } from 'hono';
import type { AppDependencies, AppEnv } from '../lib/app-env.ts';

export function berthReservationRoutes(_deps: AppDependencies) {
  return new Hono<AppEnv>();
}
