import { Hono } from 'hono';
import { createFactory } from 'hono/factory';
import { staffSignInSchema } from '#shared/schemas/staff-auth.ts';
import { clearTokenCookie, readTokenCookie, secureCookies, setTokenCookie } from '#api/auth/cookies.ts';
import { staffDevices } from '#api/auth/known-device.ts';
import { staffSessionPolicy } from '#api/auth/sessions.ts';
import type { AppDependencies, AppEnv } from '#api/lib/app-env.ts';
import { clientIp } from '#api/lib/client-ip.ts';
import { noStore } from '#api/middleware/no-store.ts';
import { jsonBody } from '#api/middleware/validate.ts';
import { requireCurrentStaff } from '#api/services/staff-auth/current-staff.ts';
import { signInStaff } from '#api/services/staff-auth/sign-in.ts';
import { signOutStaff } from '#api/services/staff-auth/sign-out.ts';

const staffSignedOutMessage = 'Signed out';

/** The one staff sign-in handler, reachable at both of the paths the admin pages have used. */
function staffSignIn(deps: AppDependencies) {
  const { config } = deps;
  const cookie = staffSessionPolicy.cookie;
  return createFactory<AppEnv>().createHandlers(noStore(), jsonBody(staffSignInSchema), async (c) => {
    const { user, session, knownDevice } = await signInStaff(c.var.ctx, c.req.valid('json'), {
      clientIp: clientIp(c, config.trustProxy),
      userAgent: c.req.header('user-agent') ?? null,
      sessionToken: readTokenCookie(c, cookie),
      knownDeviceToken: readTokenCookie(c, staffDevices.cookie),
      limitAttempts: config.rateLimit,
    });
    const secure = secureCookies(config);
    setTokenCookie(c, cookie, session.token, { expires: session.expiresAt, secure });
    setTokenCookie(c, staffDevices.cookie, knownDevice.token, { expires: knownDevice.expiresAt, secure });
    return c.json({ user });
  });
}

/** `/api/auth`: staff sign-in, sign-out and who is signed in. */
export function staffAuthRoutes(deps: AppDependencies) {
  const secure = secureCookies(deps.config);
  const cookie = staffSessionPolicy.cookie;
  return (
    new Hono<AppEnv>()
      .post('/login', ...staffSignIn(deps))
      .post('/logout', noStore(), async (c) => {
        await signOutStaff(c.var.ctx, readTokenCookie(c, cookie));
        clearTokenCookie(c, cookie, secure);
        return c.json({ message: staffSignedOutMessage });
      })
      // Anyone but staff, a signed-in customer included, is simply not signed in here: 401.
      .get('/me', noStore(), async (c) => c.json({ user: await requireCurrentStaff(c.var.ctx) }))
  );
}

/** `POST /api/admin/login`: the same sign-in under the admin prefix. */
export function adminSignInRoutes(deps: AppDependencies) {
  return new Hono<AppEnv>().post('/login', ...staffSignIn(deps));
}
