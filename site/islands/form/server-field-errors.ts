import { ApiError } from '#shared/api-client.ts';

/**
 * The server's messages for fields this form has, from a refused request's `errors` body. Fields the
 * form does not show are left out: their message still reaches the person through the failure toast.
 */
export function serverFieldErrors(error: unknown, fields: readonly string[]): [string, string][] {
  if (!(error instanceof ApiError) || !error.errors) return [];
  return Object.entries(error.errors).filter(([field]) => fields.includes(field));
}
