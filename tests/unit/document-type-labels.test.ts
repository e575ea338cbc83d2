import { describe, expect, test } from 'vitest';
import { documentCategoryNames } from '#shared/document-options.ts';
import { documentTypeLabel } from '#shared/document-type-labels.ts';
import { clientUploadCategories } from '#shared/schemas/client-portal.ts';
import { adminClientFileCategories } from '#shared/schemas/admin-clients.ts';

describe('one word for each kind of document', () => {
  test.each([
    ['certificate', 'Certificates'],
    ['certificates', 'Certificates'],
    ['Certificates', 'Certificates'],
    ['contract', 'Contracts'],
    ['invoice', 'Invoices'],
    ['report', 'Reports'],
    ['lease', 'Lease'],
    ['general', 'General'],
    ['other', 'Other'],
    ['Survey Reports', 'Survey Reports'],
  ])('%s reads %s', (type, label) => {
    expect(documentTypeLabel(type)).toBe(label);
  });

  test("a client's upload category reads as the library category of the same kind, where there is one", () => {
    const categoryLabels = new Set(documentCategoryNames.map(documentTypeLabel));
    expect(clientUploadCategories.map(documentTypeLabel).filter((label) => categoryLabels.has(label))).toEqual([
      'Invoices',
      'Contracts',
      'Certificates',
    ]);
  });

  test("the office's file categories keep their own labels", () => {
    expect(adminClientFileCategories.map(documentTypeLabel)).toEqual([...adminClientFileCategories]);
  });
});
