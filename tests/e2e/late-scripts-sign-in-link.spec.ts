import { expect, test, type Page } from '@playwright/test';
import { mailedLink, newAccount } from './support/customer-portal.ts';
import { failOnPageErrors, holdBackScripts, openWithoutScripts, typeAndSubmitBeforeHydration } from './support/late-scripts.ts';

// The sign-in link's two forms on a slow connection: typed and pressed before their code has come (decision 069).

failOnPageErrors();

const form = (page: Page, name: string) => page.getByRole('form', { name, exact: true });

test('asking for a sign-in link before the page’s script runs sends it', async ({ page }) => {
  const account = newAccount('late-link');
  await page.request.post('/api/customers/register', { headers: { Origin: test.info().project.use.baseURL ?? '' }, data: account });
  await page.context().clearCookies();
  const release = await holdBackScripts(page);
  await openWithoutScripts(page, '/customer/sign-in-link');
  await typeAndSubmitBeforeHydration(page, release, { form: form(page, 'Email me a sign-in link'), values: { email: account.email } });
  await expect(page.getByText('Check your email')).toBeVisible();

  const link = await mailedLink(account.email, /your sign-in link/i, '/customer/sign-in-link');
  const held = await holdBackScripts(page);
  await openWithoutScripts(page, link);
  await typeAndSubmitBeforeHydration(page, held, { form: form(page, 'Sign in with your link'), values: {}, allowedQuery: ['token'] });
  await expect(page).toHaveURL('/customer/dashboard');
});
