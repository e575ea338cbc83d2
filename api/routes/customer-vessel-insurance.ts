import { Hono } from 'hono';
import { insuranceCertificateFieldsSchema } from '#shared/schemas/insurance-certificate.ts';
import { requireCustomerBeforeUpload } from '#api/auth/customer-upload-guard.ts';
import { requireCustomer } from '#api/auth/guards.ts';
import { readUpload } from '#api/http/multipart.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { noStore } from '#api/middleware/no-store.ts';
import { pathId } from '#api/middleware/validate.ts';
import { signedInCustomerId } from '#api/services/customer-area/signed-in-customer.ts';
import { readCustomerInsurance } from '#api/services/insurance/read-vessel-insurance.ts';
import { uploadCertificate } from '#api/services/insurance/upload-certificate.ts';

const certificateUploadPath = /^\/api\/customer\/vessel-insurance\/[^/]+$/;

/** The certificate upload's multipart address, which `api/app.ts` lets through its JSON-only rule. */
export const isCertificateUploadPath = (path: string) => certificateUploadPath.test(path);

/** The signed-in customer's vessels' insurance (`/api/customer/vessel-insurance`), and their certificates' upload. */
export function customerVesselInsuranceRoutes() {
  return new Hono<AppEnv>()
    .get('/', requireCustomer(), noStore(), async (c) => c.json(await readCustomerInsurance(c.var.ctx, signedInCustomerId(c.var.ctx))))
    .post('/:id', requireCustomerBeforeUpload(), noStore(), pathId(), async (c) => {
      const { ctx } = c.var;
      const received = await readUpload(c.req.raw, {
        store: ctx.files,
        form: 'insuranceCertificate',
        fields: insuranceCertificateFieldsSchema,
        owner: { customerId: ctx.actor.customer?.customerId },
      });
      return c.json({ certificate: await uploadCertificate(ctx, c.req.valid('param').id, received) }, 201);
    });
}
