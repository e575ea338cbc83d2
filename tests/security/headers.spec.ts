import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { signInAsStaff } from '#tests/e2e/support/admin.ts';
import { demoCustomer, signInThroughApi } from '#tests/e2e/support/client-portal.ts';
import { uniqueWord, uploadThroughApi } from '#tests/e2e/support/documents.ts';
import { createReservation } from '#tests/e2e/support/test-reservation.ts';

/** The sources a policy allows for scripts: `script-src`, or `default-src` when it has none. */
function scriptSources(policy: string): string[] | undefined {
  const directives = new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
  return directives.get('script-src') ?? directives.get('default-src');
}

/**
 * What every answer of the site carries, whatever it is: a policy that runs no inline script it did
 * not hash and lets no other site frame it, a referrer policy, no type sniffing, and no HSTS, since
 * this server is reached over plain http.
 */
function expectSiteHeaders(response: APIResponse, what: string): void {
  const headers = response.headers();
  const policy = headers['content-security-policy'] ?? '';
  expect(policy, what).toMatch(/frame-ancestors 'none'|(^|;\s*)sandbox\b/);
  expect(policy, what).not.toContain("'unsafe-inline' 'sha");
  expect(scriptSources(policy) ?? [], what).not.toContain("'unsafe-inline'");
  expect(headers['referrer-policy'], what).toMatch(/^(strict-origin-when-cross-origin|no-referrer)$/);
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['strict-transport-security'], what).toBeUndefined();
}

async function expectAnswer(request: APIRequestContext, path: string, status: number, what: string): Promise<APIResponse> {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), `${what} ${path}`).toBe(status);
  expectSiteHeaders(response, `${what} ${path}`);
  return response;
}

test.describe('every kind of answer carries the security headers', () => {
  test('pages, files of the build, a 304 and a 404', async ({ request }) => {
    const page = await expectAnswer(request, '/about', 200, 'pre-rendered page');
    expect(scriptSources(page.headers()['content-security-policy'] ?? '')).toEqual(
      expect.arrayContaining([expect.stringMatching(/^'sha256-/)]),
    );
    const etag = page.headers().etag ?? '';
    const notModified = await request.get('/about', { headers: { 'If-None-Match': etag } });
    expect(notModified.status()).toBe(304);
    expectSiteHeaders(notModified, '304 of a pre-rendered page');
    await expectAnswer(request, '/customer/login', 200, 'on-demand page');
    await expectAnswer(request, '/services/no-such-service', 404, 'on-demand 404');
    await expectAnswer(request, '/no-such-page', 404, 'pre-rendered 404');
    await expectAnswer(request, '/favicon.svg', 200, 'static asset');
    const script = (await page.text()).match(/src="(\/_astro\/[^"]+\.js)"/)?.[1] ?? '/_astro/missing.js';
    await expectAnswer(request, script, 200, 'built script');
  });

  test('API answers: JSON, errors, a file and a share link', async ({ page }) => {
    const { request } = page;
    await expectAnswer(request, '/api/berths', 200, 'API JSON');
    await expectAnswer(request, '/api/no-such-route', 404, 'API 404');
    await expectAnswer(request, '/api/berths?arrival=not-a-date', 400, 'API validation error');
    await expectAnswer(request, '/api/customer/invoices', 401, 'API sign-in required');

    await signInAsStaff(page);
    const document = await uploadThroughApi(request, { title: uniqueWord('Headers'), accessLevel: 'customer' });
    await expectAnswer(request, `/api/documents/${document.id}/download`, 200, 'file download');
    for (const access of ['view', 'download']) {
      const created = await request.post(`/api/documents/${document.id}/shares`, {
        headers: { Origin: test.info().project.use.baseURL ?? '' },
        data: { email: 'surveyor@example.com', access },
      });
      expect(created.status(), await created.text()).toBe(201);
      const { url } = (await created.json()) as { url: string };
      await expectAnswer(request, new URL(url).pathname, 200, `shared file (${access})`);
    }
  });

  test('a customer’s file and a lease PDF', async ({ page }) => {
    await signInThroughApi(page.request, demoCustomer);
    const messages = await page.request.get('/api/client/messages');
    const { messages: received } = (await messages.json()) as { messages: { attachmentUrl: string | null }[] };
    const attachment = received.find((message) => message.attachmentUrl);
    await expectAnswer(page.request, attachment?.attachmentUrl ?? '/api/client/messages/missing/attachment', 200, 'office attachment');

    const reservation = await createReservation(page);
    const generated = await page.request.post(`/api/berth-reservations/${reservation.id}/generate-lease`, {
      headers: { Origin: test.info().project.use.baseURL ?? '' },
      data: { lesseeAddress: '100 Bayou Rd', lesseeCity: 'Galliano', lesseeState: 'LA', lesseeZip: '70354' },
    });
    expect(generated.status(), await generated.text()).toBe(201);
    const { lease } = (await generated.json()) as { lease: { id: string } };
    const pdf = await expectAnswer(page.request, `/api/leases/${lease.id}/pdf`, 200, 'lease PDF');
    expect(pdf.headers()['content-type']).toBe('application/pdf');
  });

  test('a forwarded https is not believed without a trusted proxy: still no HSTS', async ({ request }) => {
    for (const path of ['/', '/customer/login', '/api/berths']) {
      const response = await request.get(path, { headers: { 'X-Forwarded-Proto': 'https' } });
      expect(response.headers()['strict-transport-security'], path).toBeUndefined();
    }
  });
});
