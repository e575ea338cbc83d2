import { documentAccessLevelLabels } from '#shared/document-options.ts';
import type { DocumentView } from '#shared/document-views.ts';
import { Badge, type BadgeTone } from '#site/islands/ui/Badge.tsx';

const accessTone: Record<DocumentView['accessLevel'], BadgeTone> = { public: 'done', customer: 'info', internal: 'neutral', admin: 'new' };

/** Who may see a document, as the card and the row show it. */
export function AccessBadge({ level }: { level: DocumentView['accessLevel'] }) {
  return <Badge tone={accessTone[level]}>{documentAccessLevelLabels[level]}</Badge>;
}
