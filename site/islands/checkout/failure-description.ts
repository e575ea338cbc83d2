import { ApiError } from '#shared/api-client.ts';

/** The server's own words about a failure, when it sent any: the toast's description. */
export function serverMessageOf(error: unknown): string | undefined {
  return error instanceof ApiError ? error.serverMessage : undefined;
}
