import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import { loadCompany } from '#api/content/company.ts';
import { rateLimits } from '#api/db/schema/index.ts';
import { recommendationSchema } from '#shared/schemas/recommendation.ts';
import { createTestApp, sendJson } from '#tests/setup/test-app.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';

let harness: Awaited<ReturnType<typeof createTestApp>>;

beforeEach(async () => {
  harness = await createTestApp({ TRUST_PROXY: '1' });
  await resetDatabase(harness.db);
});

const ask = (body: unknown, headers: Record<string, string> = {}) => sendJson(harness.app, 'POST', '/api/recommendations', body, headers);

describe('POST /api/recommendations', () => {
  test('answers 200 with recommendations in the documented shape, best first', async () => {
    const response = await ask({
      projectDescription: 'Slop tanks on two hopper barges need cleaning and a marine chemist certificate before the yard will do hot work',
      vesselType: 'Barge',
      vesselSpecs: '',
      timeframe: 'Within 1 week',
      urgency: 'priority',
      location: 'Larose',
      budget: '$10K - $50K',
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(Object.keys(body)).toEqual(['emergency', 'recommendations']);
    expect(body.emergency).toBeNull();
    const [first] = body.recommendations;
    expect(first).toEqual(recommendationSchema.parse(first));
    expect(first).toMatchObject({
      service: {
        id: 'tank-cleaning',
        name: 'Tank Cleaning',
        description: expect.any(String),
        deployment: expect.stringMatching(/^Priority scheduling/),
      },
      confidence: expect.any(Number),
      urgency: 'priority',
      reasoning: expect.stringMatching(/^You wrote about .*“hot work”.*: that is what our Tank Cleaning service does\./),
      estimatedDuration: expect.stringContaining('Within 1 week'),
      estimatedCost: expect.stringContaining('$10K - $50K'),
    });
    expect(first.confidence).toBeGreaterThanOrEqual(0.8);
    expect(first.nextSteps.length).toBeGreaterThan(0);
  });

  test('urgency written in the description answers as an emergency and says what was understood', async () => {
    const company = loadCompany();
    const response = await ask({
      projectDescription: 'Need a crew change for our OSV at Port Fourchon tonight, 12 crew',
      urgency: 'standard',
    });
    expect(response.status).toBe(200);
    const [first] = (await response.json()).recommendations;
    expect(first).toMatchObject({
      service: { id: 'crew-changes', deployment: expect.stringMatching(/^Emergency response: 24\/7 mobilization within 4 hours/) },
      urgency: 'emergency',
      urgencyNote: expect.stringMatching(/^You said tonight: this is handled as an emergency\./),
    });
    expect(first.urgencyNote).toContain(company.phones.emergency.display);
    expect(first.nextSteps[0]).toContain(company.phones.emergency.display);
    expect(JSON.stringify(first)).not.toContain(company.hours.standard);
  });

  test('a short description answers 400 with the form’s message', async () => {
    const response = await ask({ projectDescription: 'tanks' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'validation_failed',
      message: 'Please provide a detailed project description (at least 10 characters)',
      errors: { projectDescription: 'Please provide a detailed project description (at least 10 characters)' },
    });
    expect((await ask({ urgency: 'standard' })).status).toBe(400);
  });

  test('a description that matches nothing answers 200 with an empty list', async () => {
    const response = await ask({ projectDescription: 'I would like to order a pizza to my house tonight' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ emergency: null, recommendations: [] });
  });

  test('counts against the per-IP limit shared by every lead form', async () => {
    await ask({ projectDescription: 'Need a crane and riggers for an engine swap' }, { 'X-Forwarded-For': '203.0.113.41' });
    const [row] = await harness.db.select().from(rateLimits).where(eq(rateLimits.key, 'leads:ip:203.0.113.41'));
    expect(row?.count).toBe(1);
  });
});
