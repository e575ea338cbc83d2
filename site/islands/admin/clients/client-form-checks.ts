import { missingFileFields, missingMessageFields } from '#shared/schemas/admin-clients.ts';
import { uploadProblem } from '#shared/uploads.ts';

// The Client Portal tab's checks when a button is pressed, in the office's own words. Plain
// functions, so each message is tested without a browser.

export const missingRequiredMessage = 'Please fill in all required fields';

const filled = (text: string) => text.trim() !== '';

/** Create stays disabled until first name, last name, email and password have something in them. */
export function createClientReady(values: { firstName: string; lastName: string; email: string; password: string }): boolean {
  return filled(values.firstName) && filled(values.lastName) && filled(values.email) && filled(values.password);
}

/** Why a message to a client cannot be sent yet, or undefined. */
export function messageProblem(values: { subject: string; message: string }): string | undefined {
  return filled(values.subject) && filled(values.message) ? undefined : missingMessageFields;
}

/** Why a file for a client cannot be sent yet (a file and a description, then one the server takes), or undefined. */
export function clientFileProblem(file: { name: string; size: number } | null, description: string): string | undefined {
  if (!file || !filled(description)) return missingFileFields;
  return uploadProblem('adminClientFile', file);
}
