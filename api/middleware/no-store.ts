import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '#api/lib/app-env.ts';

/** For answers about one person's booking or payment: no cache may keep them, error answers included. */
export const noStore = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
