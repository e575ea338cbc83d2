import { z } from 'zod';
import { noFileMessage, uploadProblem, type UploadForm } from '#shared/uploads.ts';

/** What a file input gives react-hook-form: its FileList (in tests, a plain array). */
type ChosenFiles = ArrayLike<File> | undefined;

/** The first chosen file, refused in the server's own words when the server would refuse it (type, empty, size). */
const acceptedFile = (form: UploadForm, file: File, context: z.RefinementCtx) => {
  const problem = uploadProblem(form, file);
  if (problem) context.addIssue({ code: 'custom', message: problem });
  return file;
};

/** An upload form's file field that needs a file: `missingMessage` when none is chosen. */
export const requiredFile = (form: UploadForm, missingMessage = noFileMessage) =>
  z.custom<ChosenFiles>().transform((files, context) => {
    const file = files?.[0];
    if (file) return acceptedFile(form, file, context);
    context.addIssue({ code: 'custom', message: missingMessage });
    return z.NEVER;
  });

/** An upload form's optional file field, e.g. an attachment. */
export const optionalFile = (form: UploadForm) =>
  z.custom<ChosenFiles>().transform((files, context) => {
    const file = files?.[0];
    return file ? acceptedFile(form, file, context) : undefined;
  });
