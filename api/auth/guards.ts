import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '#api/lib/app-env.ts';
import { AppError } from '#api/lib/errors.ts';

// Guards run before validation, so a caller without the right session learns nothing from a 400.

export const signInRequired = () => new AppError('unauthorized', 'Please sign in to continue.');

export const requireCustomer = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!c.var.actor.customer) throw signInRequired();
    return next();
  });

/** 401 to anyone without a staff session, a checkout holder included; 403 to a signed-in customer. */
export const requireStaff = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const { staff, customer } = c.var.actor;
    if (staff) return next();
    if (customer) throw new AppError('forbidden', 'This page is for marina staff only.');
    throw signInRequired();
  });
