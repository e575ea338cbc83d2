import { File, FileImage, FileSpreadsheet, FileText, FileType, Presentation, type LucideIcon } from 'lucide-react';
import type { FileKind } from './file-kind.ts';

const looks: Record<FileKind, { icon: LucideIcon; className: string }> = {
  pdf: { icon: FileType, className: 'bg-sand-200 text-safety-600' },
  word: { icon: FileText, className: 'bg-sea-100 text-sea-900' },
  excel: { icon: FileSpreadsheet, className: 'bg-sea-100 text-sea-900' },
  powerpoint: { icon: Presentation, className: 'bg-sand-200 text-navy-900' },
  image: { icon: FileImage, className: 'bg-navy-100 text-navy-900' },
  other: { icon: File, className: 'bg-navy-50 text-navy-800' },
};

/** The file's kind at a glance; the file name beside it says the same in words. */
export function FileTypeIcon({ kind }: { kind: FileKind }) {
  const { icon: Icon, className } = looks[kind];
  return (
    <span aria-hidden="true" className={`grid size-12 shrink-0 place-items-center rounded-lg ${className}`}>
      <Icon className="size-6" />
    </span>
  );
}
