import { noFileMessage, uploadProblem } from '#shared/uploads.ts';

/** Why this choice cannot be sent, checked before sending with the server's own rules and words. */
export const fileProblem = (file: File | null): string | undefined => (file ? uploadProblem('document', file) : noFileMessage);
