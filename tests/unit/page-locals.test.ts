import { setTimeout as delay } from 'node:timers/promises';
import { writeResponse } from 'astro/app/node';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { RunningServer } from '#api/http/serve.ts';
import type { AstroHandler } from '#api/http/site-app.ts';
import { serveSite } from '#tests/setup/served-site.ts';

// As the site's middleware does: note who asks on `locals`, wait on the API, then render from `locals`.
const astroHandler: AstroHandler = async (request, response, _next, locals) => {
  const who = String(request.headers['x-visitor']);
  const page = locals as App.Locals & { visitor?: string };
  page.visitor = who;
  await delay(who === 'staff' ? 60 : 5);
  await writeResponse(new Response(`${page.visitor} ${typeof locals?.apiFetch}`), response);
};

let server: RunningServer;

beforeAll(async () => {
  server = await serveSite({ astroHandler });
});

afterAll(() => server.shutdown('test over'));

const pageFor = async (visitor: string) =>
  (await fetch(`http://127.0.0.1:${server.port}/admin`, { headers: { 'x-visitor': visitor } })).text();

test('pages rendered at the same time each render for their own visitor, with the API in reach', async () => {
  const [staff, customer] = await Promise.all([pageFor('staff'), pageFor('customer')]);
  expect(staff).toBe('staff function');
  expect(customer).toBe('customer function');
});
