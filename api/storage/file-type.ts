// What content each accepted extension must hold. The leading bytes prove the family (text is
// proven by the whole content); the MIME type stored is the extension's type within the proven
// family, never the type the sender claimed.

type Family = 'pdf' | 'png' | 'jpeg' | 'gif' | 'zip' | 'ole' | 'text';

interface FileKind {
  family: Family;
  mimeType: string;
  /** How a message names the content, e.g. "a PNG image". */
  label: string;
}

const kindByExtension: Record<string, FileKind> = {
  pdf: { family: 'pdf', mimeType: 'application/pdf', label: 'a PDF document' },
  png: { family: 'png', mimeType: 'image/png', label: 'a PNG image' },
  jpg: { family: 'jpeg', mimeType: 'image/jpeg', label: 'a JPEG image' },
  jpeg: { family: 'jpeg', mimeType: 'image/jpeg', label: 'a JPEG image' },
  gif: { family: 'gif', mimeType: 'image/gif', label: 'a GIF image' },
  zip: { family: 'zip', mimeType: 'application/zip', label: 'a ZIP archive' },
  docx: {
    family: 'zip',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    label: 'a Word document',
  },
  xlsx: { family: 'zip', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', label: 'an Excel workbook' },
  pptx: {
    family: 'zip',
    mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    label: 'a PowerPoint presentation',
  },
  doc: { family: 'ole', mimeType: 'application/msword', label: 'a Word document' },
  xls: { family: 'ole', mimeType: 'application/vnd.ms-excel', label: 'an Excel workbook' },
  ppt: { family: 'ole', mimeType: 'application/vnd.ms-powerpoint', label: 'a PowerPoint presentation' },
  txt: { family: 'text', mimeType: 'text/plain; charset=utf-8', label: 'UTF-8 text' },
  csv: { family: 'text', mimeType: 'text/csv; charset=utf-8', label: 'UTF-8 text' },
};

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

const signatures: Record<Exclude<Family, 'text'>, number[][]> = {
  pdf: [ascii('%PDF-')],
  png: [[0x89, ...ascii('PNG\r\n'), 0x1a, 0x0a]],
  jpeg: [[0xff, 0xd8, 0xff]],
  gif: [ascii('GIF87a'), ascii('GIF89a')],
  // A local file header, or the end record alone (an empty archive).
  zip: [
    [0x50, 0x4b, 0x03, 0x04],
    [0x50, 0x4b, 0x05, 0x06],
  ],
  // The Compound File header shared by Word, Excel and PowerPoint 97–2003 files.
  ole: [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]],
};

/** How many leading bytes `decideFileType` needs to see (fewer only when the file is shorter). */
export const leadingByteCount = Math.max(...Object.values(signatures).flatMap((list) => list.map((signature) => signature.length)));

export interface DecidedType {
  mimeType: string;
  /** The whole content must still pass `createTextCheck`. */
  mustBeText: boolean;
}

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/** The type to store for a file with this extension and these first bytes, or undefined on a mismatch. */
export function decideFileType(extension: string, leadingBytes: Uint8Array): DecidedType | undefined {
  const kind = kindByExtension[extension];
  if (!kind) return undefined;
  if (kind.family === 'text') return { mimeType: kind.mimeType, mustBeText: true };
  const matches = signatures[kind.family].some((signature) => startsWith(leadingBytes, signature));
  return matches ? { mimeType: kind.mimeType, mustBeText: false } : undefined;
}

export function contentMismatchMessage(extension: string): string {
  const kind = kindByExtension[extension];
  return kind ? `This .${extension} file does not contain ${kind.label}` : `A .${extension} file cannot be checked`;
}

export interface TextCheck {
  /** False once the content so far is not UTF-8 or holds a NUL byte. */
  push(chunk: Uint8Array): boolean;
  /** False when the content ends inside a multi-byte character. */
  end(): boolean;
}

/** Checks text content chunk by chunk, so a character split across chunks is judged whole. */
export function createTextCheck(): TextCheck {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const decodes = (chunk?: Uint8Array) => {
    try {
      decoder.decode(chunk, { stream: chunk !== undefined });
      return true;
    } catch {
      return false;
    }
  };
  return {
    push: (chunk) => !chunk.includes(0) && decodes(chunk),
    end: () => decodes(),
  };
}
