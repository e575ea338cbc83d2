import { clientUploadFieldsSchema, type ClientUploadFields } from '#shared/schemas/client-portal.ts';
import { noFileMessage, uploadProblem } from '#shared/uploads.ts';
import type { Checked } from './auth-checks.ts';

export interface UploadValues {
  description: string;
  category: string;
  expiresAt: string;
}

export type UploadField = 'file' | keyof UploadValues;

/** The form field a schema issue is about (the description, the only other field, otherwise). */
const fieldOf = (key: PropertyKey | undefined): keyof UploadValues => (key === 'category' || key === 'expiresAt' ? key : 'description');

/**
 * The upload form's check when Upload is pressed: a file, one the server would take (type and
 * size, in the server's own words), then the shared fields schema.
 */
export function checkUpload<Chosen extends { name: string; size: number }>(
  file: Chosen | null,
  values: UploadValues,
): Checked<{ file: Chosen; fields: ClientUploadFields }, UploadField> {
  if (!file) return { ok: false, problem: { title: 'No File Selected', description: noFileMessage, field: 'file' } };
  const problem = uploadProblem('clientFile', file);
  if (problem) return { ok: false, problem: { title: 'Upload Failed', description: problem, field: 'file' } };
  const parsed = clientUploadFieldsSchema.safeParse(values);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      problem: { title: 'Upload Failed', description: issue?.message ?? 'Please check the form', field: fieldOf(issue?.path[0]) },
    };
  }
  return { ok: true, request: { file, fields: parsed.data } };
}

/** The accepted types as the form's hint and the file picker's filter state them. */
export const acceptedTypesHint = (extensions: readonly string[], maxBytes: number) =>
  `${extensions.map((extension) => extension.toUpperCase()).join(', ')}; up to ${maxBytes / (1024 * 1024)} MB.`;
