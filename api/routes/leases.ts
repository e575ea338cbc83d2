import { Hono } from 'hono';
import type { AppDependencies, AppEnv } from '../lib/app-env.ts';

export function leaseRoutes(_deps: AppDependencies) {
  return new Hono<AppEnv>();
}
