// Upload limits, shared so a form can refuse a file before sending it and the server refuses the
// same files with the same words.

/** 10 MB, as both upload forms state it (sizes are shown in units of 1024). */
export const maxUploadBytes = 10 * 1024 * 1024;

/** Accepted file extensions per upload form (spec part 2 §5). */
export const uploadExtensions = {
  /** Admin upload for a client. */
  adminClientFile: ['pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png', 'zip'],
  /** Client portal file upload. */
  clientFile: ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'png', 'jpg', 'jpeg', 'txt', 'csv'],
  /** Document management upload. */
  document: ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'jpg', 'jpeg', 'png', 'gif'],
  /** A vessel's certificate of insurance: the insurer's PDF, or a photo of it. */
  insuranceCertificate: ['pdf', 'jpg', 'jpeg', 'png'],
  /** A photo for an owner of how their vessel came through a storm. */
  stormPhoto: ['jpg', 'jpeg', 'png'],
} as const satisfies Record<string, readonly string[]>;

export type UploadForm = keyof typeof uploadExtensions;

export const fileTooLargeMessage = 'The file is larger than 10 MB';
export const noFileMessage = 'Please select a file to upload';
export const emptyFileMessage = 'The file is empty';

/** The lower-case text after the last dot, or '' for a name without one. */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export function isAcceptedExtension(form: UploadForm, fileName: string): boolean {
  return (uploadExtensions[form] as readonly string[]).includes(fileExtension(fileName));
}

export function notAcceptedMessage(form: UploadForm): string {
  const names = [...new Set(uploadExtensions[form].map((extension) => extension.toUpperCase()))];
  return `Only ${names.slice(0, -1).join(', ')} and ${names.at(-1)} files can be uploaded`;
}

/** Why a chosen file cannot be sent with this form, or undefined when it can. */
export function uploadProblem(form: UploadForm, file: { name: string; size: number }): string | undefined {
  if (file.size === 0) return emptyFileMessage;
  if (!isAcceptedExtension(form, file.name)) return notAcceptedMessage(form);
  if (file.size > maxUploadBytes) return fileTooLargeMessage;
  return undefined;
}
