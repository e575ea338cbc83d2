import type { LeaseBlock } from '#shared/berth-views.ts';
import { fillLeaseDocument, leaseDocumentText, parseLeaseText } from '#shared/lease-document.ts';
import { loadLeaseTemplate } from '#api/content/lease-template.ts';
import type { Lease } from '#api/db/schema/index.ts';

/**
 * A stored lease as a document. Its values are filled into the template again, and highlighted,
 * only while the template is the version it was written from and the result is its stored text to
 * the character; otherwise (a lease older than template versions, a template edited in place) the
 * stored text is shown as it is, its shapes read from it and nothing highlighted. The text signed
 * is always the one shown.
 */
export function storedLeaseBlocks(lease: Pick<Lease, 'leaseDocument' | 'templateVersion' | 'templateValues'>): LeaseBlock[] {
  const template = loadLeaseTemplate();
  if (lease.templateValues && lease.templateVersion === template.version) {
    const filled = fillLeaseDocument(template.text, lease.templateValues);
    if (filled && leaseDocumentText(filled) === lease.leaseDocument) return filled;
  }
  return parseLeaseText(lease.leaseDocument);
}
