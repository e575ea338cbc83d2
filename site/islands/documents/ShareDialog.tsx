import { Copy } from 'lucide-react';
import { useState } from 'react';
import type { CreatedShare, DocumentView } from '#shared/document-views.ts';
import { formatFacilityDateTime } from '#shared/stay-dates.ts';
import { toast } from '#site/lib/toast-store.ts';
import { AdminDialog } from '#site/islands/admin/clients/AdminDialog.tsx';
import { secondaryButtonClass } from '#site/islands/form/button-classes.ts';
import { isShareable } from './access-options.ts';
import { ShareForm } from './ShareForm.tsx';
import { ShareLevelNotice } from './ShareLevelNotice.tsx';
import { ShareList } from './ShareList.tsx';

/** The link just made: shown once (the server keeps only its hash), with Copy. */
function CreatedLink({ created }: { created: CreatedShare }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(created.url);
      toast({ title: 'Link copied', description: 'Paste it into your message.' });
    } catch {
      toast({ variant: 'destructive', title: 'Copy Failed', description: 'Select the link and copy it by hand.' });
    }
  }
  return (
    <div role="status" className="grid gap-3 rounded-lg bg-sea-100 p-4 ring-1 ring-sea-700/40">
      <p className="font-semibold text-navy-900">Link created. It is shown only now: copy it before closing.</p>
      <label htmlFor="created-share-link" className="text-sm font-semibold text-navy-900">
        Share link
      </label>
      <input
        id="created-share-link"
        readOnly
        value={created.url}
        onFocus={(event) => event.target.select()}
        className="w-full rounded-md border border-navy-400 bg-white px-3 py-2 text-navy-900"
      />
      <p className="text-sm text-navy-800">Works until {formatFacilityDateTime(created.share.expiresAt)}.</p>
      <button type="button" onClick={() => void copy()} className={`${secondaryButtonClass} justify-self-start`}>
        <Copy aria-hidden="true" className="size-5" />
        Copy
      </button>
    </div>
  );
}

/**
 * Share (staff): a new link for a Public or Customer document, and every link made so far with its
 * opens. An Internal or Admin document first offers the change of level that lets it be shared.
 */
export function ShareDialog({ document: opened, onClose }: { document: DocumentView; onClose: () => void }) {
  const [created, setCreated] = useState<CreatedShare | null>(null);
  const [document, setDocument] = useState(opened);
  return (
    <AdminDialog
      title={`Share ${document.title}`}
      description="A link that opens this one file, for a set time. Only Public and Customer documents can be shared."
      onClose={onClose}
      size="wide"
    >
      <div className="grid gap-6">
        {created && <CreatedLink created={created} />}
        {isShareable(document.accessLevel) ? (
          <ShareForm documentId={document.id} onCreated={setCreated} focusFirst={document.accessLevel !== opened.accessLevel} />
        ) : (
          <ShareLevelNotice document={document} onChanged={setDocument} />
        )}
      </div>
      <ShareList documentId={document.id} />
    </AdminDialog>
  );
}
