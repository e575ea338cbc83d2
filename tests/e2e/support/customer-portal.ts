import { expect, test, type Page } from '@playwright/test';
import type { CustomerView } from '#shared/customer-views.ts';
import type { CustomerRegistration } from '#shared/schemas/customer-account.ts';
import { waitForMail } from './mailbox.ts';

/** A mailbox and account of its own for one test: tests share one database and run in parallel. */
export const uniqueCustomerEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@bayoucrew.example`;

export const customerPassword = 'Fourchon-Tide-2026';

export function newAccount(label: string, overrides: Partial<CustomerRegistration> = {}): CustomerRegistration {
  return {
    email: uniqueCustomerEmail(label),
    password: customerPassword,
    firstName: 'Renee',
    lastName: 'Guidry',
    company: 'Guidry Offshore LLC',
    ...overrides,
  };
}

/** Same-origin state-changing calls need the site's Origin, as the browser sends it. */
const originHeader = () => ({ Origin: test.info().project.use.baseURL ?? '' });

/** Registers through the API in the page's own browser context, which is then signed in. */
export async function registerThroughApi(page: Page, account: CustomerRegistration): Promise<CustomerView> {
  const response = await page.request.post('/api/customers/register', { headers: originHeader(), data: account });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { customer: CustomerView }).customer;
}

/** A POST from the page's browser context (its cookies) with the site's Origin; fails the test unless it answers `status`. */
export async function postAsBrowser(page: Page, path: string, data?: unknown, status = 200): Promise<unknown> {
  const response = await page.request.post(path, { headers: originHeader(), ...(data !== undefined && { data }) });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(status);
  return response.json();
}

/** React islands answer clicks only once hydrated; Astro drops the `ssr` attribute when they are. */
export async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

/** The link of a mail the product sent to `to`, the one whose path is `path`. */
export async function mailedLink(to: string, subject: string | RegExp, path: string): Promise<string> {
  const mail = await waitForMail({ to, subject });
  const link = mail.links.find((href) => new URL(href).pathname === path);
  expect(link, mail.text).toBeDefined();
  return link ?? '';
}

/** Opens the verification link of the welcome mail in this page and waits for its outcome. */
export async function verifyEmailFromMail(page: Page, email: string) {
  const link = await mailedLink(email, /confirm your email address/i, '/customer/verify-email');
  await page.goto(link);
  await expect(page.getByText('Email address confirmed')).toBeVisible();
}

const dashboardTab = (page: Page, name: string) => page.getByRole('tab', { name });

/** Opens a dashboard tab and returns its panel. */
export async function openTab(page: Page, name: string) {
  await dashboardTab(page, name).click();
  const panel = page.getByRole('tabpanel', { name });
  await expect(panel).toBeVisible();
  return panel;
}

/**
 * A toast on screen with this text: the React toaster or the one-time flash, both labelled
 * "Notification" (the React one also copies its text into a screen-reader announcement elsewhere).
 */
export const toastWith = (page: Page, text: string) => page.locator('[aria-label="Notification"]').getByText(text, { exact: true }).first();
