import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { companySchema } from '#shared/content/schemas.ts';

const company = companySchema.parse(JSON.parse(readFileSync(new URL('../../content/company.json', import.meta.url), 'utf8'))[0]);

test('a pre-rendered page is served with revalidation, compression and an ETag', async ({ page, request }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Service. Supply. Support.' })).toBeVisible();
  expect(response?.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");

  const etag = response?.headers().etag ?? '';
  expect(etag).not.toBe('');
  const revalidated = await request.get('/', { headers: { 'If-None-Match': etag } });
  expect(revalidated.status()).toBe(304);
});

test('hashed assets are cached as immutable', async ({ page }) => {
  const assets: Record<string, string>[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/_astro/')) assets.push(response.headers());
  });
  await page.goto('/');
  expect(assets.length).toBeGreaterThan(0);
  for (const headers of assets) expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('an on-demand page renders per request', async ({ request, page }) => {
  const withoutId = await request.get('/berth-checkout', { maxRedirects: 0 });
  expect(withoutId.status()).toBe(302);
  expect(withoutId.headers().location).toBe('/berths');

  const response = await page.goto(`/berth-checkout?reservationId=${crypto.randomUUID()}`);
  expect(response?.status()).toBe(404);
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  await expect(page.getByText('Reservation not found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Berths' })).toHaveAttribute('href', '/berths');
});

test('the API answers health through the same process', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok' });
});

test('an unknown path answers 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/no-such-page/here');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(/404 Page Not Found/);
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
});

test('the not-found page offers the ways on: services, berths, contact, the emergency line and home', async ({ page }) => {
  await page.goto('/no-such-page/here');
  const main = page.getByRole('main');
  await expect(main.getByText("We couldn't find that page; it may have moved, or the address may have a typo.")).toBeVisible();
  for (const [name, href] of [
    ['Services', '/services'],
    ['Berths', '/berths'],
    ['Contact', '/contact'],
    ['Back to the home page', '/'],
  ] as const) {
    await expect(main.getByRole('link', { name })).toHaveAttribute('href', href);
  }
  await expect(main.getByRole('link', { name: company.phones.emergency.display })).toHaveAttribute(
    'href',
    `tel:${company.phones.emergency.tel}`,
  );
});

test('an on-demand 404 says "404 Not Found" on its status line', async ({ baseURL }) => {
  const { hostname, port } = new URL(baseURL ?? '');
  const socket = connect(Number(port), hostname);
  await once(socket, 'connect');
  // Written, not ended: Node drops the answer to a client that half-closes before it is sent.
  socket.write(`GET /services/no-such-service HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`);
  let received = '';
  for await (const chunk of socket) received += String(chunk);
  expect(received.split('\r\n')[0]).toBe('HTTP/1.1 404 Not Found');
});

test('an unknown API path answers 404 JSON, not the page', async ({ request }) => {
  const response = await request.get('/api/no-such-route');
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ code: 'not_found' });
});

for (const path of ['/', '/no-such-page']) {
  test(`axe finds no accessibility violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });
}
