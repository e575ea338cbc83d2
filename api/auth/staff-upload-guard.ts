import { createMiddleware } from 'hono/factory';
import { bodyRefusal, discardRestOfBody } from '#api/http/request-body.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { AppError } from '#api/lib/errors.ts';
import { requireStaff } from './guards.ts';

/**
 * The staff guard of an upload: a sender without a staff session has the file read away before
 * the refusal, so the browser receives the answer instead of a reset connection.
 */
export const requireStaffBeforeUpload = () => {
  const guard = requireStaff();
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.var.actor.staff) return next();
    await discardRestOfBody(c.req.raw);
    // Without a staff session the guard refuses (401, or 403 to a customer) and never calls next.
    const refusal: unknown = await guard(c, next).catch((error: unknown) => error);
    throw refusal instanceof AppError ? bodyRefusal(refusal.code, refusal.message) : refusal;
  });
};
