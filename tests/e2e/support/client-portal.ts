import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/** The demo customer the e2e server seeds (DEMO_DATA=1), with an office message and its attachment. */
export const demoCustomer = {
  email: 'demo@example.com',
  password: 'Fourchon-Demo-1',
  name: 'Danielle Guidry',
  company: 'Gulf Tide Offshore, LLC',
};

export interface TestClient {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  company: string;
}

/** A client nobody else uses: tests run in parallel against one database. */
export function newClient(): TestClient {
  return {
    email: `client-${randomUUID().slice(0, 12)}@bayou-e2e.example`,
    password: 'Bayou-Test-2026',
    firstName: 'Renee',
    lastName: 'Thibodaux',
    company: 'Thibodaux Marine Services',
  };
}

const origin = () => ({ Origin: test.info().project.use.baseURL ?? '' });

/** Registers through the API from `request`; when that is `page.request`, the page's browser is then signed in. */
export async function registerClient(request: APIRequestContext, client: TestClient = newClient()): Promise<TestClient> {
  const response = await request.post('/api/customers/register', { headers: origin(), data: client });
  expect(response.status(), await response.text()).toBe(201);
  return client;
}

export async function signInThroughApi(
  request: APIRequestContext,
  { email, password }: { email: string; password: string },
): Promise<void> {
  const response = await request.post('/api/customers/login', { headers: origin(), data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
}

export async function sendMessageThroughApi(request: APIRequestContext, subject: string, message: string): Promise<void> {
  const response = await request.post('/api/client/messages', { headers: origin(), data: { subject, message } });
  expect(response.status(), await response.text()).toBe(201);
}

/** React islands answer clicks only once hydrated; Astro drops the `ssr` attribute when they are. */
export async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

/** The toast the islands raise (Radix): its title and, when given, its description. */
export async function expectToast(page: Page, title: string, description?: string | RegExp): Promise<void> {
  const toast = page.getByRole('region', { name: 'Notification', exact: true }).getByRole('listitem').last();
  await expect(toast).toContainText(title);
  if (description !== undefined) await expect(toast).toContainText(description);
}

/** A toast carried across a navigation, shown by the page's flash script. */
export async function expectFlash(page: Page, title: string): Promise<void> {
  await expect(page.getByRole('status', { name: 'Notification' })).toContainText(title);
}
