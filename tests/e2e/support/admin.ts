import { expect, test, type Page } from '@playwright/test';
import { demoStaffCredentials } from '#api/services/admin-users/demo-staff.ts';
import type { AdminCredentials } from '#api/services/admin-users/ensure-admin-user.ts';
import { staffPassword, staffUsername } from './staff-account.ts';

export { staffPassword, staffUsername };

/**
 * The demo's office account, which no other spec signs in as: for a spec whose account's own state
 * (the leads it has seen) must not be moved by specs running beside it.
 */
export const soleStaffAccount: AdminCredentials = demoStaffCredentials;

/** Signs the page's browser context in as staff through the API, as the sign-in form would. */
export async function signInAsStaff(
  page: Page,
  account: AdminCredentials = { username: staffUsername, password: staffPassword },
): Promise<void> {
  const response = await page.request.post('/api/auth/login', {
    headers: { Origin: test.info().project.use.baseURL ?? '' },
    data: account,
  });
  expect(response.status(), await response.text()).toBe(200);
}
