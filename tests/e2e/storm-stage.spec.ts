import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAsStaff } from './support/admin.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expectToast, openHydrated } from './support/client-portal.ts';

// This file runs on its own server (the "storm" project): a stage set here shows on every page.
// The tests share that server's one stage, so they run one after the other and each starts from none.
test.describe.configure({ mode: 'serial' });

const stormName = 'Hurricane Alma';

async function clearStageThroughApi(page: Page) {
  const response = await page.request.put('/api/admin/storm-stage', {
    headers: { Origin: test.info().project.use.baseURL ?? '' },
    data: { stage: null },
  });
  expect(response.status(), await response.text()).toBe(200);
}

const stormPanel = (page: Page) => page.getByRole('region', { name: 'Storm stage' });
const banner = (page: Page) => page.getByRole('region', { name: 'Storm alert' });

async function expectNoHorizontalScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** Opens a page with the stage's answer held back, so the page can be measured before and after the banner shows. */
async function openWithStageHeldBack(page: Page, path: string): Promise<() => Promise<void>> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/storm-stage', async (route) => {
    await held;
    await route.continue();
  });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path);
  return async () => {
    const answered = page.waitForResponse('**/api/storm-stage');
    release();
    await answered;
    await page.unroute('**/api/storm-stage');
  };
}

const layoutShiftTotal = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((total, shift) => total + shift, 0));

async function openSetStageForm(page: Page): Promise<Locator> {
  await openHydrated(page, '/admin');
  const panel = stormPanel(page);
  await expect(panel).toBeVisible();
  return panel;
}

for (const width of [1280, 390]) {
  test(`staff set Port Condition Yankee after a confirmation, every public page shows it, then None takes it away (${width} px)`, async ({
    page,
  }) => {
    // One journey through the office and three public pages, each checked with axe.
    test.slow();
    await page.setViewportSize({ width, height: 844 });
    await signInAsStaff(page);
    await clearStageThroughApi(page);

    // No stage: the bar is in the HTML, hidden, and stays hidden once the page has asked.
    const html = await (await page.request.get('/')).text();
    expect(html).toMatch(/<section(?=[^>]*aria-label="Storm alert")(?=[^>]*\shidden)[^>]*>/);
    const asked = page.waitForResponse('**/api/storm-stage');
    await page.goto('/');
    await asked;
    await expect(banner(page)).toBeHidden();

    const panel = await openSetStageForm(page);
    await expect(panel).toContainText('No storm stage set');
    await panel.getByLabel('Stage', { exact: true }).selectOption({ label: 'Port Condition Yankee' });
    await expect(panel).toContainText('Gale-force winds are expected within 24 hours.');
    await panel.getByLabel('Note').fill('Keys to the office by 6 PM.');

    // A stage but no storm name: refused at the field, nothing asked, nothing typed lost.
    await panel.getByRole('button', { name: 'Set stage' }).click();
    await expect(panel.getByText('Storm name is required')).toBeVisible();
    await expect(panel.getByLabel('Storm name')).toBeFocused();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(panel.getByLabel('Note')).toHaveValue('Keys to the office by 6 PM.');

    // The confirmation names the stage and the storm; Cancel changes nothing.
    await panel.getByLabel('Storm name').fill(stormName);
    await panel.getByRole('button', { name: 'Set stage' }).click();
    let dialog = page.getByRole('alertdialog', { name: `Set Port Condition Yankee for ${stormName}?` });
    await expect(dialog).toContainText('Every page will show it, and tenants will be told.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect(((await (await page.request.get('/api/storm-stage')).json()) as { stage: unknown }).stage).toBeNull();

    await panel.getByRole('button', { name: 'Set stage' }).click();
    dialog = page.getByRole('alertdialog', { name: `Set Port Condition Yankee for ${stormName}?` });
    await dialog.getByRole('button', { name: 'Set Port Condition Yankee' }).click();
    await expectToast(page, 'Port Condition Yankee set', 'Every page shows it.');
    await expect(dialog).toBeHidden();
    await expect(panel.getByRole('definition').first()).toHaveText('Port Condition Yankee');
    await expect(panel).toContainText(stormName);
    await expect(panel).toContainText(/Set \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M C[SD]T\./);
    await expectNoHorizontalScroll(page, width);
    await expectNoAxeViolations(page);

    // Every public page shows the stage, the storm and the way to /hurricane, without moving the page.
    const publicPage = await page.context().newPage();
    await publicPage.setViewportSize({ width, height: 844 });
    const release = await openWithStageHeldBack(publicPage, '/');
    const heading = publicPage.getByRole('heading', { level: 1 });
    const headingBefore = await heading.boundingBox();
    const shiftsBefore = await layoutShiftTotal(publicPage);
    await expect(banner(publicPage)).toBeHidden();
    await release();
    await expect(banner(publicPage)).toBeVisible();
    await expect(banner(publicPage)).toContainText(`Port Condition Yankee for ${stormName}.`);
    expect(await heading.boundingBox()).toEqual(headingBefore);
    expect(await layoutShiftTotal(publicPage)).toBe(shiftsBefore);
    await expectNoHorizontalScroll(publicPage, width);
    await expectNoAxeViolations(publicPage);

    // The page's end stays reachable above the bar.
    await publicPage.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footerBottom = await publicPage.evaluate(() => document.querySelector('footer')?.getBoundingClientRect().bottom ?? 0);
    const barTop = (await banner(publicPage).boundingBox())?.y ?? 0;
    expect(footerBottom).toBeLessThanOrEqual(barTop + 1);

    await publicPage.goto('/contact');
    await expect(banner(publicPage)).toContainText('Port Condition Yankee');
    await expect(banner(publicPage)).toContainText(stormName);
    await expectNoHorizontalScroll(publicPage, width);
    await expectNoAxeViolations(publicPage);
    const whatToDo = banner(publicPage).getByRole('link', { name: 'What to do' });
    await whatToDo.focus();
    await expect(whatToDo).toHaveCSS('outline-style', 'solid');
    await whatToDo.click();
    await expect(publicPage).toHaveURL(/\/hurricane$/);
    await expect(banner(publicPage)).toContainText('Port Condition Yankee');

    // None again: the office asks first, then the bar leaves every page.
    await panel.getByLabel('Stage', { exact: true }).selectOption({ label: 'None' });
    await panel.getByRole('button', { name: 'Set stage' }).click();
    dialog = page.getByRole('alertdialog', { name: 'Clear the storm stage?' });
    await dialog.getByRole('button', { name: 'Clear storm stage' }).click();
    await expectToast(page, 'Storm stage cleared');
    await expect(panel).toContainText('No storm stage set');

    const askedAgain = publicPage.waitForResponse('**/api/storm-stage');
    await publicPage.goto('/contact');
    await askedAgain;
    await expect(banner(publicPage)).toBeHidden();
    await publicPage.close();
  });
}
