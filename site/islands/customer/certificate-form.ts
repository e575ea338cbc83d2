import { z } from 'zod';
import { insuranceShortfalls } from '#shared/insurance-minimums.ts';
import { insuranceCertificateFieldsSchema } from '#shared/schemas/insurance-certificate.ts';
import { requiredFile } from '#site/islands/form/chosen-file.ts';

/** The certificate form: the file, then the fields the server takes. */
export const certificateFormSchema = z.intersection(
  z.object({ file: requiredFile('insuranceCertificate') }),
  insuranceCertificateFieldsSchema,
);

type CertificateFormInput = z.input<typeof certificateFormSchema>;

const { liabilityLimit, pandiLimit, additionalInsured } = insuranceCertificateFieldsSchema.shape;

/**
 * Where the cover typed so far falls short of the marina's minimums, in the server's own words (the
 * minimum named in dollars), shown with the form's other messages at once. A limit not yet readable
 * as dollars is left to its own message.
 */
export function certificateShortfalls(
  values: Partial<Pick<CertificateFormInput, 'liabilityLimit' | 'pandiLimit' | 'additionalInsured'>>,
): Partial<Record<keyof CertificateFormInput, string>> {
  const liability = liabilityLimit.safeParse(values.liabilityLimit);
  const pandi = pandiLimit.safeParse(values.pandiLimit);
  const named = additionalInsured.safeParse(values.additionalInsured);
  return insuranceShortfalls({
    liabilityLimit: liability.success ? liability.data : Number.POSITIVE_INFINITY,
    pandiLimit: pandi.success ? pandi.data : Number.POSITIVE_INFINITY,
    additionalInsured: named.success ? named.data : true,
  });
}
