import type { DocumentView } from '#shared/document-views.ts';

/** What staff can do with a card; each opens its dialog. */
export type DocumentAction = 'edit' | 'new-version' | 'share' | 'delete';

/** The dialog open over the library, if any: its action and the card it is for. */
export interface OpenDialog {
  action: DocumentAction;
  document: DocumentView;
}
