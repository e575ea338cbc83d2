import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import { z } from 'zod';
import type { $ZodError } from 'zod/v4/core';
import { AppError } from '#api/lib/errors.ts';

/** Maps each field to its first message, e.g. `{ email: "Please enter a valid email address" }`. */
export function fieldErrors(error: $ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || 'body';
    errors[field] ??= issue.message;
  }
  return errors;
}

function validator<Target extends keyof ValidationTargets, Schema extends z.ZodType>(target: Target, schema: Schema) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      const errors = fieldErrors(result.error);
      throw new AppError('validation_failed', Object.values(errors)[0] ?? 'Invalid request', { errors });
    }
  });
}

export const jsonBody = <Schema extends z.ZodType>(schema: Schema) => validator('json', schema);
export const queryParams = <Schema extends z.ZodType>(schema: Schema) => validator('query', schema);

const idParam = z.object({ id: z.uuid() });

/** A path id that is not a UUID can name nothing, so it answers 404 like an unknown one. */
export const pathId = () =>
  zValidator('param', idParam, (result) => {
    if (!result.success) throw new AppError('not_found', 'Not found');
  });
