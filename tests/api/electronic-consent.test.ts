import { createHash } from 'node:crypto';
import { expect, test } from 'vitest';
import type { ElectronicConsentView } from '#shared/berth-views.ts';
import { createTestApp } from '#tests/setup/test-app.ts';

test('the consent to electronic records is served with its version and the SHA-256 of exactly its text', async () => {
  const { app } = await createTestApp();
  const response = await app.request('/api/electronic-consent');
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('public, max-age=300');
  const consent = (await response.json()) as ElectronicConsentView;
  expect(consent.version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(consent.title).toBe('Consent to sign and receive records electronically');
  expect(consent.sha256).toBe(createHash('sha256').update(consent.text, 'utf8').digest('hex'));
  // What ESIGN asks a consumer be told before consenting, with the office's own contacts.
  expect(consent.text).toContain('paper copy');
  expect(consent.text).toContain('withdraw this consent');
  expect(consent.text).toContain('(985) 555-0142');
  expect(consent.text).toContain('Agree and continue to sign');
  expect(consent.text).not.toMatch(/\{\{|\}\}/);
});
