import { ApiError } from '#shared/api-client.ts';

/**
 * The server's messages for fields this form has, in the form's order, from a refused request's
 * `errors` body. Fields the form does not show are left out: the failure toast still says why.
 */
export function serverFieldErrors(error: unknown, fields: readonly string[]): [string, string][] {
  if (!(error instanceof ApiError) || !error.errors) return [];
  const refused = error.errors;
  return fields.flatMap((field) => (refused[field] === undefined ? [] : [[field, refused[field]] as [string, string]]));
}
