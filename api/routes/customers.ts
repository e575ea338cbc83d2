import { Hono, type Context } from 'hono';
import {
  customerRegistrationSchema,
  customerSignInSchema,
  mailedLinkRequestSchema,
  resetPasswordSchema,
  signInWithLinkSchema,
  verifyEmailSchema,
} from '#shared/schemas/customer-account.ts';
import { passwordChangeSchema } from '#shared/schemas/password-change.ts';
import { passwordResetRedemptionLimit, passwordResetRequestLimit, registrationLimit } from '#api/auth/account-rate-limits.ts';
import { clearTokenCookie, readTokenCookie, secureCookies, setTokenCookie } from '#api/auth/cookies.ts';
import { requireCustomer } from '#api/auth/guards.ts';
import { customerDevices } from '#api/auth/known-device.ts';
import { customerSessionPolicy } from '#api/auth/sessions.ts';
import { signInLinkRequestLimit, signInLinkUseLimit } from '#api/auth/sign-in-limits.ts';
import { publicOrigin } from '#api/http/public-origin.ts';
import type { AppDependencies, AppEnv } from '#api/lib/app-env.ts';
import { clientIp } from '#api/lib/client-ip.ts';
import { noReferrer } from '#api/middleware/no-referrer.ts';
import { noStore } from '#api/middleware/no-store.ts';
import { jsonBody, pathId } from '#api/middleware/validate.ts';
import { changePassword } from '#api/services/customers/change-password.ts';
import { currentCustomer, requireCurrentCustomer } from '#api/services/customers/current-customer.ts';
import { endDevice } from '#api/services/customers/end-device.ts';
import { forgotPassword } from '#api/services/customers/forgot-password.ts';
import { listDevices } from '#api/services/customers/list-devices.ts';
import { registerCustomer } from '#api/services/customers/register-customer.ts';
import { resendVerification } from '#api/services/customers/resend-verification.ts';
import { requestSignInLink } from '#api/services/customers/request-sign-in-link.ts';
import { resetPassword } from '#api/services/customers/reset-password.ts';
import { signInCustomer } from '#api/services/customers/sign-in.ts';
import { signInWithLink } from '#api/services/customers/sign-in-with-link.ts';
import { signOutCustomer } from '#api/services/customers/sign-out.ts';
import type { SigningInBrowser, StartedSession } from '#api/services/customers/start-session.ts';
import { verifyEmail } from '#api/services/customers/verify-email.ts';

const signedOutMessage = 'Signed out';

/** The customer account, shared by both portals: signing in on one signs in on the other. */
export function customerRoutes(deps: AppDependencies) {
  const { config } = deps;
  const secure = secureCookies(config);
  const sessionCookie = customerSessionPolicy.cookie;

  const browser = (c: Context<AppEnv>): SigningInBrowser => ({
    clientIp: clientIp(c, config.trustProxy),
    userAgent: c.req.header('user-agent') ?? null,
    sessionToken: readTokenCookie(c, sessionCookie),
    knownDeviceToken: readTokenCookie(c, customerDevices.cookie),
  });
  const linkOrigin = (c: Context<AppEnv>) => publicOrigin(c, config);

  const handOver = (c: Context<AppEnv>, { customer, session, knownDevice }: StartedSession) => {
    setTokenCookie(c, sessionCookie, session.token, { expires: session.expiresAt, secure });
    setTokenCookie(c, customerDevices.cookie, knownDevice.token, { expires: knownDevice.expiresAt, secure });
    return { customer };
  };

  return new Hono<AppEnv>()
    .use(noStore())
    .post('/register', registrationLimit(deps), jsonBody(customerRegistrationSchema), async (c) => {
      const started = await registerCustomer(c.var.ctx, c.req.valid('json'), { ...browser(c), linkOrigin: linkOrigin(c) });
      return c.json(handOver(c, started), 201);
    })
    .post('/login', jsonBody(customerSignInSchema), async (c) => {
      const started = await signInCustomer(c.var.ctx, c.req.valid('json'), { ...browser(c), limitAttempts: config.rateLimit });
      return c.json(handOver(c, started));
    })
    .post('/sign-in-link', signInLinkRequestLimit(deps), jsonBody(mailedLinkRequestSchema), async (c) => {
      const mailing = { linkOrigin: linkOrigin(c), limitMails: config.rateLimit };
      return c.json({ message: await requestSignInLink(c.var.ctx, c.req.valid('json'), mailing) });
    })
    .post('/sign-in-link/use', noReferrer(), signInLinkUseLimit(deps), jsonBody(signInWithLinkSchema), async (c) => {
      const started = await signInWithLink(c.var.ctx, c.req.valid('json'), browser(c));
      return c.json(handOver(c, started));
    })
    .post('/logout', async (c) => {
      await signOutCustomer(c.var.ctx, readTokenCookie(c, sessionCookie));
      clearTokenCookie(c, sessionCookie, secure);
      return c.json({ message: signedOutMessage });
    })
    .get('/me', requireCustomer(), async (c) => c.json({ customer: await requireCurrentCustomer(c.var.ctx) }))
    .get('/auth/user', async (c) => c.json({ customer: await currentCustomer(c.var.ctx) }))
    .post('/forgot-password', noReferrer(), passwordResetRequestLimit(deps), jsonBody(mailedLinkRequestSchema), async (c) => {
      const request = { linkOrigin: linkOrigin(c), limitMails: config.rateLimit };
      return c.json({ message: await forgotPassword(c.var.ctx, c.req.valid('json'), request) });
    })
    .post('/reset-password', noReferrer(), passwordResetRedemptionLimit(deps), jsonBody(resetPasswordSchema), async (c) => {
      const message = await resetPassword(c.var.ctx, c.req.valid('json'));
      clearTokenCookie(c, sessionCookie, secure);
      return c.json({ message });
    })
    .post('/verify-email', noReferrer(), jsonBody(verifyEmailSchema), async (c) =>
      c.json(await verifyEmail(c.var.ctx, c.req.valid('json'))),
    )
    .post('/resend-verification', requireCustomer(), async (c) => {
      const request = { linkOrigin: linkOrigin(c), limitMails: config.rateLimit };
      return c.json({ message: await resendVerification(c.var.ctx, request) });
    })
    .post('/password', requireCustomer(), jsonBody(passwordChangeSchema), async (c) => {
      const { clientIp, knownDeviceToken } = browser(c);
      const changing = { clientIp, knownDeviceToken, linkOrigin: linkOrigin(c), limitAttempts: config.rateLimit };
      return c.json({ message: await changePassword(c.var.ctx, c.req.valid('json'), changing) });
    })
    .get('/sessions', requireCustomer(), async (c) => c.json({ sessions: await listDevices(c.var.ctx) }))
    .delete('/sessions/:id', requireCustomer(), pathId(), async (c) => {
      const ended = await endDevice(c.var.ctx, c.req.valid('param').id);
      if (ended.wasCurrent) clearTokenCookie(c, sessionCookie, secure);
      return c.json({ message: ended.message });
    });
}
