import { expect, test } from '@playwright/test';
import { signInAsStaff } from './support/admin.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { newAccount, openHydrated, registerThroughApi } from './support/customer-portal.ts';
import { waitForMail } from './support/mailbox.ts';

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("staff read a newcomer's mail in Sent mail, newest first, and its link opens on the site", async ({ page, browser, baseURL }) => {
      test.slow();
      const account = newAccount(`sent-mail-${width}`);
      await registerThroughApi(page, account);
      await waitForMail({ to: account.email, subject: /confirm your email address/i });

      const office = await browser.newContext({ viewport: { width, height: 900 } });
      const staff = await office.newPage();
      await signInAsStaff(staff);
      await openHydrated(staff, '/admin?tab=mail');
      await expect(staff.getByRole('tab', { name: 'Sent mail' })).toHaveAttribute('aria-selected', 'true');
      const list = staff.getByRole('list', { name: 'Sent mail, newest first' });
      const ours = list.getByRole('listitem').filter({ hasText: `to ${account.email}` });
      await expect(ours.filter({ hasText: /confirm your email address/i })).toHaveCount(1);
      const times = await list.locator('time').evaluateAll((elements) => elements.map((element) => element.getAttribute('datetime') ?? ''));
      expect(times.length).toBeGreaterThan(0);
      expect(times).toEqual(times.toSorted().toReversed());
      await expect(ours.first()).toContainText(/Sent|Pending/);
      expect(await staff.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(staff);

      await ours.getByRole('button', { name: /confirm your email address/i }).click();
      const dialog = staff.getByRole('dialog');
      await expect(dialog.getByRole('heading', { name: /confirm your email address/i })).toBeVisible();
      await expect(dialog).toContainText(account.email);
      expect(new URL(staff.url()).searchParams.get('mail')).toMatch(/^[0-9a-f-]{36}$/);
      const link = dialog.getByRole('link', { name: /\/customer\/verify-email\?/ });
      await expect(link).toHaveCount(1);
      const href = (await link.getAttribute('href')) ?? '';
      expect(new URL(href).origin).toBe(new URL(baseURL ?? '').origin);
      expect(new URL(href).pathname).toBe('/customer/verify-email');
      expect(await staff.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(staff);

      const [opened] = await Promise.all([office.waitForEvent('page'), link.click()]);
      await expect(opened.getByText('Email address confirmed')).toBeVisible();

      // The same message on the client's timeline, a link back to it in Sent mail.
      await openHydrated(staff, `/admin?tab=clients&q=${encodeURIComponent(account.email)}`);
      await staff.getByRole('button', { name: /^View/ }).first().click();
      const entry = staff.getByRole('dialog').getByRole('link', { name: /^Mail sent: .*confirm your email address/i });
      await expect(entry).toBeVisible();
      await entry.click();
      await expect(staff).toHaveURL(/[?&]tab=mail&mail=[0-9a-f-]{36}$/);
      await expect(staff.getByRole('dialog').getByRole('link', { name: /\/customer\/verify-email\?/ })).toBeVisible();
      await office.close();
    });
  });
}
