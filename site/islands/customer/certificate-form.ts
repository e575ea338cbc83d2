import { z } from 'zod';
import { insuranceShortfalls } from '#shared/insurance-minimums.ts';
import { insuranceCertificateFieldsSchema } from '#shared/schemas/insurance-certificate.ts';
import { requiredFile } from '#site/islands/form/chosen-file.ts';

/**
 * The certificate form: the file, then the fields the server takes, refused where they fall short of
 * the marina's minimums in the server's own words (the minimum named in dollars).
 */
export const certificateFormSchema = z
  .intersection(z.object({ file: requiredFile('insuranceCertificate') }), insuranceCertificateFieldsSchema)
  .superRefine((cover, issues) => {
    for (const [field, message] of Object.entries(insuranceShortfalls(cover))) issues.addIssue({ code: 'custom', path: [field], message });
  });
