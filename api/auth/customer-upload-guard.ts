import { createMiddleware } from 'hono/factory';
import { bodyRefusal, discardRestOfBody } from '#api/http/request-body.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { signInRequired } from './guards.ts';

/**
 * The customer guard of an upload: a sender without a session has their file read away before the
 * 401, so the browser receives the answer instead of a reset connection.
 */
export const requireCustomerBeforeUpload = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (c.var.actor.customer) return next();
    await discardRestOfBody(c.req.raw);
    throw bodyRefusal('unauthorized', signInRequired().message);
  });
