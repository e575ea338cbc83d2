import { useState } from 'react';
import type { DocumentView } from '#shared/document-views.ts';

export interface DocumentSelection {
  chosen: DocumentView[];
  isSelected: (document: DocumentView) => boolean;
  toggle: (document: DocumentView) => void;
  /** Selects every document shown, or none of them when all are already selected. */
  toggleAll: (shown: readonly DocumentView[]) => void;
  clear: () => void;
}

/** The documents staff picked for a bulk change, kept with their titles so the question can name them. */
export function useDocumentSelection(): DocumentSelection {
  const [chosen, setChosen] = useState<DocumentView[]>([]);
  const isSelected = (document: DocumentView) => chosen.some((picked) => picked.id === document.id);
  return {
    chosen,
    isSelected,
    toggle: (document) =>
      setChosen((current) =>
        current.some((picked) => picked.id === document.id)
          ? current.filter((picked) => picked.id !== document.id)
          : [...current, document],
      ),
    toggleAll: (shown) =>
      setChosen((current) => {
        const allChosen = shown.every((document) => current.some((picked) => picked.id === document.id));
        if (allChosen) return current.filter((picked) => !shown.some((document) => document.id === picked.id));
        return [...current, ...shown.filter((document) => !current.some((picked) => picked.id === document.id))];
      }),
    clear: () => setChosen([]),
  };
}
