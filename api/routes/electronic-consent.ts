import { Hono } from 'hono';
import { loadElectronicConsent } from '#api/content/electronic-consent.ts';
import type { AppEnv } from '#api/lib/app-env.ts';

export function electronicConsentRoutes() {
  // The same for everyone, and changed only by a release: a browser may keep it a few minutes.
  return new Hono<AppEnv>().get('/', (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(loadElectronicConsent());
  });
}
