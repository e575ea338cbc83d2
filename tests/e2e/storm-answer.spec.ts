import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { mailedLink, openHydrated } from './support/customer-portal.ts';
import { enterStormStage } from './support/storm-stage.ts';
import { createReservation, payThroughApi, uniqueContactEmail, vesselName } from './support/test-reservation.ts';

// A tenant with a paid stay tomorrow opens the storm notice's mailed link, answers for the vessel
// without signing in, and finds the answer kept. The stage is the storm server's own: the two widths
// enter theirs one after the other, and each reads only the mail sent to its own tenant.
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test.describe('the answer', () => {
  test.describe.configure({ mode: 'serial' });
  for (const width of [1280, 390]) {
    test(`a tenant answers the storm notice from the mailed link, once, and sees the answer kept at ${width} px`, async ({
      page,
      browser,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const email = uniqueContactEmail(`storm-answer-${width}`);
      const stay = await createReservation(page, { contactEmail: email, arrivalInDays: 1 });
      await payThroughApi(page, stay.id);
      await page.context().clearCookies();

      const stormName = `Hurricane Alma ${Date.now().toString(36)}`;
      const stage = await enterStormStage(browser, stormName);
      const link = await mailedLink(email, `${stage.name}: ${stormName}`, '/storm-answer');

      await openHydrated(page, link);
      // Every page shows the stage in a banner as well: the notice is read in the page's own content.
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 2, name: `${stage.name} — ${stormName}` })).toBeVisible();
      await expect(main.getByText(stage.meaning)).toBeVisible();
      const mustDo = main.getByRole('list').filter({ hasText: stage.tenantsMust[0] });
      await expect(mustDo.getByRole('listitem')).toHaveText(stage.tenantsMust);
      const vessel = main.getByRole('group', { name: new RegExp(`${vesselName}.*${stay.berth.name}.*${stay.reservationNumber}`) });
      await expect(vessel).toBeVisible();
      await expectNoAxeViolations(page);
      expect(await fitsWidth(page)).toBe(true);

      // Staying in the slip needs someone aboard: the refusal stands at that question, and the cursor goes to it.
      const intent = vessel.getByRole('group', { name: 'What will you do?' });
      const manned = vessel.getByRole('group', { name: 'Will someone be aboard (manned)?' });
      await intent.getByRole('radio', { name: 'Stay in the slip' }).check();
      await page.getByRole('button', { name: 'Send my answer' }).click();
      await expect(manned).toContainText('Say whether the vessel will be manned');
      await expect(manned.getByRole('radio', { name: 'Yes' })).toBeFocused();
      await manned.getByRole('radio', { name: 'No' }).check();
      await expect(manned).toContainText('A vessel that stays in its slip must be manned');
      await page.getByRole('button', { name: 'Send my answer' }).click();
      await expect(manned.getByRole('radio', { name: 'No' })).toBeFocused();
      await expect(intent.getByRole('radio', { name: 'Stay in the slip' })).toBeChecked();
      await expectNoAxeViolations(page);

      await manned.getByRole('radio', { name: 'Yes' }).check();
      await page.getByRole('button', { name: 'Send my answer' }).click();
      const thanks = page.locator(':focus');
      await expect(thanks).toContainText(`Thank you — the harbor office has your answer for ${vesselName}`);
      await expect(thanks).toContainText(/Received \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M C[SD]T\./);
      await expect(page.getByRole('button', { name: 'Send my answer' })).toHaveCount(0);
      await expect(main.getByText('Stay in the slip', { exact: true })).toBeVisible();
      await expect(main.getByText('Yes, someone will be aboard', { exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
      expect(await fitsWidth(page)).toBe(true);

      // The link takes one answer: opened again, it shows that answer and when, with nothing to press.
      await page.reload();
      await expect(main.getByRole('heading', { level: 2, name: `You answered for ${vesselName}` })).toBeVisible();
      await expect(main.getByText(/^Received .* C[SD]T\.$/)).toBeVisible();
      await expect(main.getByText('Stay in the slip', { exact: true })).toBeVisible();
      await expect(main.getByRole('radio')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Send my answer' })).toHaveCount(0);
    });
  }
});

test('a link the office never sent, or one without its code, says it is not valid and who to call', async ({ page }) => {
  for (const address of [`/storm-answer?token=${'A'.repeat(43)}`, '/storm-answer']) {
    await openHydrated(page, address);
    const notice = page.getByRole('main').getByRole('alert');
    await expect(notice).toContainText('This link is not valid');
    await expect(notice.getByRole('link', { name: /^Call \(\d{3}\) \d{3}-\d{4}$/ })).toHaveAttribute('href', /^tel:\+1\d{10}$/);
    await expect(notice.getByRole('link', { name: 'Storm stages and what to do' })).toHaveAttribute('href', '/hurricane');
    await expectNoAxeViolations(page);
    expect(await fitsWidth(page)).toBe(true);
  }
  await openHydrated(page, `/storm-answer?token=${'A'.repeat(43)}`);
  await expect(page.getByRole('main').getByRole('alert')).toContainText('This storm answer link is not valid.');
});
