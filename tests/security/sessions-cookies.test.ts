import { describe, expect, test } from 'vitest';
import { checkoutCookie } from '#api/auth/checkout-cookie.ts';
import { customerDevices } from '#api/auth/known-device.ts';
import { customerSessionPolicy, staffSessionPolicy } from '#api/auth/sessions.ts';
import { ensureAdminUser } from '#api/services/admin-users/ensure-admin-user.ts';
import { berthNamed, reservationForm, seedBerths } from '#tests/api/berth-booking-fixtures.ts';
import { cookieFrom, register, setCookies, type SetCookie } from '#tests/api/customer-account-fixtures.ts';
import { createTestApp, sendJson } from '#tests/setup/test-app.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';

// Sign-in and registration cookies outside and in production are proven in tests/api
// (customer-accounts, staff-auth); here every cookie the API sets, the checkout's and a renewal's
// included, follows the scheme of the site's address whatever NODE_ENV says.

const staff = { username: 'harbormaster', password: 'Larose-Harbor-2026' };

/** Every cookie the API hands a browser, by the answer that sets it, on a site served from `siteUrl`. */
async function cookiesSetOn(siteUrl: string): Promise<Map<string, SetCookie>> {
  const harness = await createTestApp({ SITE_URL: siteUrl, RATE_LIMIT: 'off' });
  await resetDatabase(harness.db);
  const berths = await seedBerths(harness.db);
  await ensureAdminUser(harness.db, staff);

  const registered = await register(harness);
  const reserved = await sendJson(harness.app, 'POST', '/api/berth-reservations', reservationForm(berthNamed(berths, 'Outer 1').id));
  const signedIn = await sendJson(harness.app, 'POST', '/api/auth/login', staff);
  // A staff session is renewed on a use more than a minute after the last: the answer sets the cookie again.
  harness.clock.advance(2 * 60_000);
  const renewed = await harness.app.request('/api/auth/me', { headers: { Cookie: cookieFrom(signedIn, staffSessionPolicy.cookie.name) } });
  expect([registered.status, reserved.status, signedIn.status, renewed.status]).toEqual([201, 201, 200, 200]);

  return new Map(
    [
      ...setCookies(registered),
      ...setCookies(reserved),
      ['staff sign-in', setCookies(signedIn).get(staffSessionPolicy.cookie.name)],
      ['staff renewal', setCookies(renewed).get(staffSessionPolicy.cookie.name)],
    ].filter((entry): entry is [string, SetCookie] => entry[1] !== undefined),
  );
}

const everyCookie = [customerSessionPolicy.cookie.name, customerDevices.cookie.name, checkoutCookie.name, 'staff sign-in', 'staff renewal'];
const isSecure = (cookie: SetCookie | undefined) => cookie?.attributes.some((attribute) => attribute.toLowerCase() === 'secure');

describe('cookie flags', () => {
  test('on an HTTPS site every cookie is Secure, HttpOnly, SameSite=Lax and Path=/, outside production too', async () => {
    const cookies = await cookiesSetOn('https://marina.example');
    expect([...cookies.keys()].toSorted()).toEqual(everyCookie.toSorted());
    for (const [name, cookie] of cookies) {
      expect(cookie.attributes, name).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/']));
      expect(isSecure(cookie), name).toBe(true);
    }
  });

  test('on a plain-HTTP site outside production none is Secure, so the browser keeps them', async () => {
    const cookies = await cookiesSetOn('http://127.0.0.1:4399');
    expect([...cookies.keys()].toSorted()).toEqual(everyCookie.toSorted());
    for (const [name, cookie] of cookies) expect(isSecure(cookie), name).toBe(false);
  });
});
