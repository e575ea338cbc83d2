const maxNameLength = 255;

/**
 * A sender's file name made safe to keep and to show: well-formed Unicode, no control characters
 * (NUL, CR, LF…), no bidirectional controls (a right-to-left override shows `scan\u202Efdp.docx`
 * as "scanxcod.pdf"), no surrounding spaces, at most 255 characters with the extension kept. It is
 * a label on records and downloads only; stored files are named by their generated id.
 */
export function cleanFileName(raw: string): string {
  const name = raw
    .toWellFormed()
    .replace(/[\p{Cc}\p{Bidi_Control}]/gu, '')
    .trim();
  const characters = [...name];
  if (characters.length <= maxNameLength) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? [...name.slice(dot)].slice(0, 16) : [];
  return [...characters.slice(0, maxNameLength - extension.length), ...extension].join('');
}
