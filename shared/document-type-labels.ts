import { documentCategoryNames } from './document-options.ts';

// One word for each kind of document wherever one is named: a library category, a client's upload
// category, the type of a document the office filed. The spec names the library's categories in the
// plural (part 2 §9: contracts, invoices, …, certificates), while a client's upload categories and a
// filed document's type are the singular of the same words; both read as the category's word.

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * "certificate", "certificates" and "Certificates" all read "Certificates"; a type that is no library
 * category reads as it is stored, with a capital ("lease" → "Lease", "Survey Reports", "Other").
 */
export function documentTypeLabel(type: string): string {
  const key = type.trim().toLowerCase();
  const category = documentCategoryNames.find((name) => name === key || name === `${key}s`);
  return capitalized(category ?? type.trim());
}
