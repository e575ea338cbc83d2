import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * Holds back every script of the site's build (`/_astro/*.js`) until `release()` is called, so the
 * page is the server's HTML alone, as on a slow connection where the islands' code arrives seconds
 * after the page. Styles come through at once: they are small, and Chromium paints nothing (and so
 * lets nobody click) until they are in. The hold also covers pages reached from this one (a tab's
 * link) until released.
 */
export async function holdBackScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/_astro/**', async (route) => {
    if (route.request().resourceType() === 'script') await released;
    // The page may have moved on while the script was held; its request is gone then.
    await route.continue().catch(() => undefined);
  });
  return release;
}

/** Opens a page without waiting for its scripts (the page's load and DOMContentLoaded wait for them). */
export async function openWithoutScripts(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'commit' });
}

/** Islands still waiting for their code: Astro drops the `ssr` attribute once one has hydrated. */
const waitingIslands = (page: Page) => page.locator('astro-island[ssr]');

/** The page is still the server's HTML: what the test did so far happened before any island ran. */
export async function expectNotHydrated(page: Page): Promise<void> {
  expect(await waitingIslands(page).count(), 'an island hydrated before the test was done with the server’s HTML').toBeGreaterThan(0);
}

export async function expectHydrated(page: Page): Promise<void> {
  await expect(waitingIslands(page)).toHaveCount(0, { timeout: 15_000 });
}

/**
 * The address carries no field of a form: only the query names the page allows (the tab, the
 * reservation, a mailed token), and none of the values typed.
 */
export function expectNoFieldsInAddress(page: Page, typed: string[], allowed: string[] = ['tab']): void {
  const address = new URL(page.url());
  for (const name of address.searchParams.keys()) expect(allowed, `the address ${page.url()} names "${name}"`).toContain(name);
  for (const value of typed) {
    for (const [name, inAddress] of address.searchParams) {
      if (value.length > 2) expect(inAddress, `the typed "${value}" is in the address as "${name}"`).not.toContain(value);
    }
  }
}

/** Opens a tab by its link and checks the server drew its panel: before hydration this is a page load of `?tab=<name>`. */
export async function openTabBeforeHydration(page: Page, name: string, tab: string): Promise<Locator> {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]tab=${tab}(&|$)`));
  await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel', { name, exact: true });
  await expect(panel).toBeVisible();
  await expectNotHydrated(page);
  return panel;
}

/** The form's own fields a person can see: the honeypot (out of sight, out of the tab order) is not one. */
async function visibleFieldNames(form: Locator): Promise<string[]> {
  return form
    .locator('input:not([type="hidden"]):not([tabindex="-1"]), textarea, select')
    .evaluateAll((controls) =>
      controls.filter((control) => control.checkVisibility()).map((control) => (control as HTMLInputElement).name || control.id),
    );
}

/** A field of a form by its name attribute. */
const fieldNamed = (form: Locator, name: string) => form.locator(`[name="${name}"]`);

/** Puts a value in a field as a person would: a choice in a select, text anywhere else. */
async function enter(field: Locator, value: string): Promise<void> {
  if ((await field.evaluate((control) => control.tagName)) === 'SELECT') await field.selectOption(value);
  else await field.fill(value);
}

interface EarlyForm {
  form: Locator;
  /** What to put in each field, by the field's name: every field the form shows, no more. */
  values: Record<string, string>;
  /** The query names the page's address may carry besides the fields (the tab by default). */
  allowedQuery?: string[];
}

/**
 * What a person on a slow connection does: types into every field of the form the server drew and
 * presses its button, before the page's script has run. Either the fields take the typing, or they
 * say they are not ready (`aria-busy`, "Loading…"); either the button is pressed, or it says why it
 * cannot be yet. Then the scripts arrive: nothing typed may be lost and no field may have reached the
 * address. The button is pressed once more, now working; the caller checks the action happened.
 */
export async function typeAndSubmitBeforeHydration(page: Page, release: () => void, { form, values, allowedQuery }: EarlyForm) {
  await expect(form).toBeVisible();
  await expectNotHydrated(page);
  expect((await visibleFieldNames(form)).sort(), 'the form’s fields').toEqual(Object.keys(values).sort());
  const typedEarly: string[] = [];
  for (const [name, value] of Object.entries(values)) {
    const field = fieldNamed(form, name);
    if (await field.isEditable()) {
      await enter(field, value);
      typedEarly.push(name);
    } else {
      await expect(form, `"${name}" cannot be typed into yet, so the form says it is loading`).toHaveAttribute('aria-busy', 'true');
      await expect(form.getByText('Loading…')).toBeVisible();
    }
  }
  const submit = form.locator('[type="submit"]');
  await expectNotHydrated(page);
  if (await submit.isEnabled()) await submit.click();
  else await expect(form.getByText('Loading…'), 'a button that cannot be pressed yet says why').toBeVisible();
  expectNoFieldsInAddress(page, Object.values(values), allowedQuery);

  release();
  await expectHydrated(page);
  expectNoFieldsInAddress(page, Object.values(values), allowedQuery);
  for (const name of typedEarly)
    await expect(fieldNamed(form, name), `"${name}" typed before the page ran`).toHaveValue(values[name] ?? '');
  for (const [name, value] of Object.entries(values)) if (!typedEarly.includes(name)) await enter(fieldNamed(form, name), value);
  await submit.click();
}

/** Fails each test of the file whose page threw while the scripts were late or once they ran. */
export function failOnPageErrors(): void {
  let pageErrors: string[] = [];
  test.beforeEach(({ page }) => {
    pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });
  test.afterEach(() => {
    expect(pageErrors).toEqual([]);
  });
}
