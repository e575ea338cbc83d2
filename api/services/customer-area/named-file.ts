import type { OpenedFile } from '#api/storage/file-store.ts';

/** A stored file opened for download, with the name its record gives it. */
export interface NamedFile {
  opened: OpenedFile;
  fileName: string;
}
