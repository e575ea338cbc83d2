import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadBuiltPagePolicy } from '#api/http/built-page-policy.ts';
import type { RunningServer } from '#api/http/serve.ts';
import { policyWithoutInlineScripts } from '#api/http/site-policy.ts';
import { serveSite } from '#tests/setup/served-site.ts';
import { createTestApp } from '#tests/setup/test-app.ts';

// Every kind of answer of the running site is checked in headers.spec.ts (the built pages are there);
// here, when Strict-Transport-Security goes out: only where the browser came over HTTPS.

interface Transport {
  SITE_URL: string;
  TRUST_PROXY: string;
}

const overHttp: Transport = { SITE_URL: 'http://marina.example', TRUST_PROXY: '0' };
const overHttps: Transport = { SITE_URL: 'https://marina.example', TRUST_PROXY: '0' };
const behindProxy: Transport = { SITE_URL: '', TRUST_PROXY: '1' };

/** How a request reached us: what it says about its scheme (X-Forwarded-Proto), if anything. */
const cases: { transport: Transport; forwardedProto?: string; hsts: boolean; why: string }[] = [
  { transport: overHttp, hsts: false, why: 'a site on http' },
  { transport: overHttp, forwardedProto: 'https', hsts: false, why: 'a forwarded https nobody trusts' },
  { transport: overHttps, hsts: true, why: 'a site whose address is https' },
  { transport: behindProxy, forwardedProto: 'https', hsts: true, why: 'https said by a trusted proxy' },
  { transport: behindProxy, forwardedProto: 'https, http', hsts: true, why: 'https said by the nearest trusted proxy' },
  { transport: behindProxy, forwardedProto: 'http', hsts: false, why: 'http said by a trusted proxy' },
  { transport: behindProxy, hsts: false, why: 'a trusted proxy that says nothing' },
];

// Pre-rendered files are answered on the Node response, so they are only seen over HTTP.
async function siteAnswering(transport: Transport): Promise<RunningServer> {
  const directory = await mkdtemp(join(tmpdir(), 'headers-site-'));
  await writeFile(join(directory, 'index.html'), '<!doctype html><title>Home</title>');
  await writeFile(join(directory, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const config = { siteUrl: transport.SITE_URL ? new URL(transport.SITE_URL) : undefined, trustProxy: Number(transport.TRUST_PROXY) };
  return serveSite({ staticDirectory: directory, transport: config });
}

describe('Strict-Transport-Security only over HTTPS', () => {
  test.each(cases)('API answers: $why → HSTS $hsts', async ({ transport, forwardedProto, hsts }) => {
    const { app } = await createTestApp({ ...transport, RATE_LIMIT: 'off' });
    const headers = forwardedProto ? { 'X-Forwarded-Proto': forwardedProto } : undefined;
    for (const path of ['/api/berths', '/api/no-such-route']) {
      const response = await app.request(path, { headers });
      expect(response.headers.get('strict-transport-security'), path).toBe(hsts ? 'max-age=15552000; includeSubDomains' : null);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });

  test.each(cases)('pages, files and the 404: $why → HSTS $hsts', async ({ transport, forwardedProto, hsts }) => {
    const server = await siteAnswering(transport);
    const headers = forwardedProto ? { 'X-Forwarded-Proto': forwardedProto } : undefined;
    try {
      for (const path of ['/', '/logo.svg', '/no-such-page']) {
        const response = await fetch(`http://127.0.0.1:${server.port}${path}`, { headers });
        await response.arrayBuffer();
        expect(response.headers.get('strict-transport-security'), path).toBe(hsts ? 'max-age=15552000; includeSubDomains' : null);
        expect(response.headers.get('content-security-policy'), path).toBe(policyWithoutInlineScripts);
      }
    } finally {
      await server.shutdown('test over');
    }
  });
});

describe('the pre-rendered pages’ policy, from the build', () => {
  const page = (pathname: string, policy: string) => ({ pathname, headers: [{ key: 'Content-Security-Policy', value: policy }] });

  test('allows each inline script any built page hashed, and no inline script otherwise', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'headers-build-'));
    const file = join(directory, '_headers.json');
    await writeFile(
      file,
      JSON.stringify([
        page('/', "default-src 'self';frame-ancestors 'none'; script-src 'self' 'sha256-AAA='; style-src 'self' 'unsafe-inline' ;"),
        page('/about', "default-src 'self';frame-ancestors 'none'; script-src 'self' 'sha256-BBB='; style-src 'self' 'unsafe-inline' ;"),
      ]),
    );
    expect(await loadBuiltPagePolicy(file)).toBe(
      "default-src 'self'; frame-ancestors 'none'; script-src 'self' 'sha256-AAA=' 'sha256-BBB='; style-src 'self' 'unsafe-inline'",
    );
    expect(await loadBuiltPagePolicy(join(directory, 'missing.json'))).toBe(policyWithoutInlineScripts);
    expect(policyWithoutInlineScripts).toMatch(/script-src 'self'(;|$)/);
  });
});
