import { beforeEach, describe, expect, test } from 'vitest';
import { loadCompany } from '#api/content/company.ts';
import { recommendationAnswerSchema } from '#shared/schemas/recommendation.ts';
import { createTestApp, sendJson } from '#tests/setup/test-app.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';

let harness: Awaited<ReturnType<typeof createTestApp>>;

beforeEach(async () => {
  harness = await createTestApp();
  await resetDatabase(harness.db);
});

const ask = (body: unknown) => sendJson(harness.app, 'POST', '/api/recommendations', body);
const company = loadCompany();

describe('POST /api/recommendations: an emergency never dead-ends (decision 096)', () => {
  test('a boat taking on water leads with the 24/7 line and the mobilization promise', async () => {
    const response = await ask({ projectDescription: 'my boat is taking on water at the dock tonight' });
    expect(response.status).toBe(200);
    const body = recommendationAnswerSchema.parse(await response.json());
    expect(body.emergency).toEqual({
      note: expect.stringMatching(/^You said taking on water: this is handled as an emergency\./),
      phone: company.phones.emergency,
      hours: '24/7 emergency response, 365 days a year',
      promise: 'A crew mobilizes within 4 hours from Cypremort Point to Sabine Pass',
    });
    expect(body.emergency?.note).toContain(company.phones.emergency.display);
  });

  test('the Urgency field set to emergency leads with the line even when no service matches', async () => {
    const response = await ask({ projectDescription: 'Please send someone, something is very wrong', urgency: 'emergency' });
    const body = recommendationAnswerSchema.parse(await response.json());
    expect(body.recommendations).toEqual([]);
    expect(body.emergency?.phone.tel).toBe(company.phones.emergency.tel);
  });

  test('a spill leads with the line and reaches tank cleaning', async () => {
    const response = await ask({ projectDescription: 'We spilled diesel on deck and some went over the side into the canal' });
    const body = recommendationAnswerSchema.parse(await response.json());
    expect(body.emergency).not.toBeNull();
    expect(body.recommendations[0]?.service.id).toBe('tank-cleaning');
  });
});
