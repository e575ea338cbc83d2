import { expect, test, type Page } from '@playwright/test';
import { staffPassword, staffUsername } from './staff-account.ts';

export { staffPassword, staffUsername };

/** Signs the page's browser context in as staff through the API, as the sign-in form would. */
export async function signInAsStaff(page: Page): Promise<void> {
  const response = await page.request.post('/api/auth/login', {
    headers: { Origin: test.info().project.use.baseURL ?? '' },
    data: { username: staffUsername, password: staffPassword },
  });
  expect(response.status(), await response.text()).toBe(200);
}
