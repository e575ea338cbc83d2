import { fileExtension } from '#shared/uploads.ts';

export type FileKind = 'pdf' | 'word' | 'excel' | 'powerpoint' | 'image' | 'other';

const kindByExtension: Record<string, FileKind> = {
  pdf: 'pdf',
  doc: 'word',
  docx: 'word',
  xls: 'excel',
  xlsx: 'excel',
  csv: 'excel',
  ppt: 'powerpoint',
  pptx: 'powerpoint',
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  gif: 'image',
};

/** The kind of file a card's icon shows: from the type the server detected, else from the name's extension. */
export function fileKind(mimeType: string, fileName: string): FileKind {
  if (mimeType === 'application/pdf') return 'pdf';
  if (mimeType.startsWith('image/')) return 'image';
  if (/wordprocessing|msword/.test(mimeType)) return 'word';
  if (/spreadsheet|ms-excel/.test(mimeType)) return 'excel';
  if (/presentation|ms-powerpoint/.test(mimeType)) return 'powerpoint';
  return kindByExtension[fileExtension(fileName)] ?? 'other';
}
