import { beforeEach, describe, expect, test } from 'vitest';
import { consumeRateLimit, rateLimitByIp } from '#api/auth/rate-limit.ts';
import { createTestApp } from '#tests/setup/test-app.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';

const rule = { name: 'leads', limit: 3, windowMs: 60_000 };

async function appWithLimitedRoute(environment: Record<string, string> = {}) {
  const harness = await createTestApp({ TRUST_PROXY: '1', ...environment });
  harness.app.get('/api/test/limited', rateLimitByIp(harness, rule), (c) => c.json({ ok: true }));
  return harness;
}

const from = (ip: string) => ({ headers: { 'X-Forwarded-For': ip } });

beforeEach(async () => {
  const { db } = await createTestApp();
  await resetDatabase(db);
});

describe('rate limiter', () => {
  test('counts hits per key within the window', async () => {
    const counters = await createTestApp();
    const decisions = [];
    for (let hit = 0; hit < 4; hit += 1) decisions.push(await consumeRateLimit(counters, 'sign-in:email:ops@example.com', rule));
    expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, true, false]);
    expect(decisions[3]?.retryAfterSeconds).toBe(60);
    expect((await consumeRateLimit(counters, 'sign-in:email:other@example.com', rule)).allowed).toBe(true);
  });

  test('a new window starts once the old one is over, on the app’s clock', async () => {
    const counters = await createTestApp();
    expect((await consumeRateLimit(counters, 'k', rule)).allowed).toBe(true);
    for (let hit = 0; hit < 3; hit += 1) await consumeRateLimit(counters, 'k', rule);
    counters.clock.advance(45_000);
    expect(await consumeRateLimit(counters, 'k', rule)).toMatchObject({ allowed: false, retryAfterSeconds: 15 });
    counters.clock.advance(15_000);
    expect((await consumeRateLimit(counters, 'k', rule)).allowed).toBe(true);
  });

  test('the fourth request from one IP answers 429 with Retry-After and a clear message', async () => {
    const { app } = await appWithLimitedRoute();
    for (let hit = 0; hit < 3; hit += 1) expect((await app.request('/api/test/limited', from('203.0.113.7'))).status).toBe(200);
    const refused = await app.request('/api/test/limited', from('203.0.113.7'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({
      code: 'rate_limited',
      message: expect.stringMatching(/^Too many requests\. Please try again in /),
    });
    expect((await app.request('/api/test/limited', from('198.51.100.2'))).status).toBe(200);
  });

  test('rotating the left-most X-Forwarded-For entry does not escape the limit', async () => {
    const { app } = await appWithLimitedRoute();
    const statuses = [];
    for (let hit = 0; hit < 10; hit += 1) {
      statuses.push((await app.request('/api/test/limited', from(`192.0.2.${hit + 1}, 203.0.113.7`))).status);
    }
    expect(statuses).toEqual([200, 200, 200, ...Array<number>(7).fill(429)]);
  });

  test('behind two trusted proxies the client is the second entry from the right', async () => {
    const { app } = await appWithLimitedRoute({ TRUST_PROXY: '2' });
    const statuses = [];
    for (let hit = 0; hit < 4; hit += 1) {
      statuses.push((await app.request('/api/test/limited', from(`192.0.2.${hit + 1}, 203.0.113.7, 10.0.0.${hit + 1}`))).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await app.request('/api/test/limited', from('203.0.113.7, 198.51.100.2, 10.0.0.1'))).status).toBe(200);
  });

  test('two API processes on one database share the count', async () => {
    const first = await appWithLimitedRoute();
    const second = await appWithLimitedRoute();
    await first.app.request('/api/test/limited', from('203.0.113.9'));
    await second.app.request('/api/test/limited', from('203.0.113.9'));
    await first.app.request('/api/test/limited', from('203.0.113.9'));
    expect((await second.app.request('/api/test/limited', from('203.0.113.9'))).status).toBe(429);
  });

  test('RATE_LIMIT=off lets everything through', async () => {
    const { app } = await appWithLimitedRoute({ RATE_LIMIT: 'off' });
    for (let hit = 0; hit < 5; hit += 1) expect((await app.request('/api/test/limited', from('203.0.113.7'))).status).toBe(200);
  });
});
