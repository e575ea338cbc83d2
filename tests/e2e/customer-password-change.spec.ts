import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { newAccount, openHydrated, openTab, registerThroughApi, toastWith } from './support/customer-portal.ts';

const newPassword = 'Leeville-Dock-31';
const firefoxOnLinux = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

for (const width of [1280, 390]) {
  test.describe(`Account Settings at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the password is changed from Account Settings: the other device is signed out, this one stays, and the new password signs in', async ({
      page,
      browser,
    }) => {
      // Two sign-ins, a wrong and a right change, an axe run and a sign-in again: more than the default 30 seconds on a busy machine.
      test.slow();
      // A fresh account of its own: the demo customer's password is never changed.
      const account = newAccount(`password-change-${width}`);
      await registerThroughApi(page, account);
      const other = await browser.newContext({ userAgent: firefoxOnLinux });
      const otherPage = await other.newPage();
      const signedIn = await otherPage.request.post('/api/customers/login', {
        headers: { Origin: test.info().project.use.baseURL ?? '' },
        data: { email: account.email, password: account.password },
      });
      expect(signedIn.status()).toBe(200);

      await openHydrated(page, '/customer/dashboard');
      const settings = await openTab(page, 'Account Settings');
      const devices = settings.getByRole('listitem');
      await expect(devices).toHaveCount(2);
      const thisDevice = devices.filter({ hasText: 'This device' });
      await expect(thisDevice).toHaveCount(1);
      // When each was signed in to and last used, on the office's clock.
      await expect(thisDevice).toContainText(/Signed in \w{3} \d{1,2}, \d{4}, \d{1,2}:\d\d [AP]M C[SD]T · Last used /);
      await expect(devices.filter({ hasText: 'Firefox on Linux' })).toHaveCount(1);

      const form = settings.getByRole('form', { name: 'Change password' });
      const current = form.getByRole('textbox', { name: 'Current password', exact: true });
      const fresh = form.getByRole('textbox', { name: 'New password', exact: true });
      const confirmation = form.getByRole('textbox', { name: 'Confirm new password', exact: true });
      await current.fill('not-my-password');
      await fresh.fill(newPassword);
      await confirmation.fill(newPassword);
      await form.getByRole('button', { name: 'Change password' }).click();
      await expect(current).toHaveAccessibleDescription('Your current password is not right');
      await expect(current).toBeFocused();
      // What was typed stays for the second try.
      await expect(fresh).toHaveValue(newPassword);
      await expectNoAxeViolations(page);

      await current.fill(account.password);
      await form.getByRole('button', { name: 'Change password' }).click();
      await expect(form.getByRole('status')).toHaveText(
        'Your password has been changed. Every other device signed in to your account was signed out.',
      );
      await expect(current).toHaveValue('');
      await expect(devices).toHaveCount(1);
      await expect(devices.filter({ hasText: 'This device' })).toHaveCount(1);
      expect((await otherPage.request.get('/api/customers/me')).status()).toBe(401);
      await other.close();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      await page.getByRole('button', { name: 'Sign Out' }).click();
      await expect(page).toHaveURL(/\/$/);
      await openHydrated(page, '/customer/login');
      const signIn = page.getByRole('form', { name: 'Sign in' });
      await signIn.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
      await signIn.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
      await signIn.getByRole('button', { name: 'Sign In' }).click();
      await expect(toastWith(page, 'Login Failed')).toBeVisible();
      await signIn.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
      await signIn.getByRole('button', { name: 'Sign In' }).click();
      await expect(page).toHaveURL(/\/customer\/dashboard$/);
      await openTab(page, 'Account Settings');
      await expect(page.getByText('This device')).toBeVisible();
    });
  });
}
