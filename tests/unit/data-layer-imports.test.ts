import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from 'vitest';

const dataLayer = new URL('../../api/db/', import.meta.url);

async function sourceFiles(directory: URL): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.ts')).map((entry) => join(entry.parentPath, entry.name));
}

test('the data layer (api/db/) imports nothing above it: no use case, route, middleware, auth or demo seed', async () => {
  const above = /from '#api\/(services|routes|middleware|http|auth|demo|mail|payments|storage)\//;
  const offenders: string[] = [];
  for (const file of await sourceFiles(dataLayer)) {
    const text = await readFile(file, 'utf8');
    for (const line of text.split('\n')) if (above.test(line)) offenders.push(`${file}: ${line}`);
  }
  expect(offenders).toEqual([]);
});
