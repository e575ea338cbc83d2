import { beforeEach, expect, test } from 'vitest';
import { documentViewSchema } from '#shared/document-views.ts';
import { postMultipart } from './admin-clients-fixtures.ts';
import { fieldParts, get, libraryWorld, pdfPart, upload, type LibraryWorld } from './documents-fixtures.ts';

// The spec's document field `isLatestVersion` (part 2 §3) in the library's answers (issue 23).

let world: LibraryWorld;
beforeEach(async () => {
  world = await libraryWorld();
});

async function listed(cookie?: string) {
  const response = await get(world.harness, '/api/documents', cookie);
  expect(response.status).toBe(200);
  return ((await response.json()) as unknown[]).map((view) => documentViewSchema.strict().parse(view));
}

test('GET /api/documents: each card, newest first, is its document’s current version, after a new version too, for staff and for anyone', async () => {
  const survey = await upload(world.harness, world.staff.cookie, { title: 'Hull survey', accessLevel: 'public' }, pdfPart('v1'));
  expect(survey).toMatchObject({ version: 1, isLatestVersion: true });
  world.harness.clock.advance(60_000);
  await upload(world.harness, world.staff.cookie, { title: 'Dock rules', accessLevel: 'public' });
  world.harness.clock.advance(60_000);
  const added = await postMultipart(
    world.harness,
    `/api/documents/${survey.id}/versions`,
    [...fieldParts({ changeNotes: 'Rudder added' }), pdfPart('v2', 'survey-v2.pdf')],
    world.staff.cookie,
  );
  expect(added.status).toBe(201);

  for (const views of [await listed(world.staff.cookie), await listed()]) {
    expect(views.map(({ title, version, isLatestVersion }) => ({ title, version, isLatestVersion }))).toEqual([
      { title: 'Dock rules', version: 1, isLatestVersion: true },
      { title: 'Hull survey', version: 2, isLatestVersion: true },
    ]);
  }
});
