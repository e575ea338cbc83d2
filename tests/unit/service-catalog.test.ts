import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { readServices } from '#api/content/services.ts';

const contentDir = new URL('../../content/services/', import.meta.url);
let scratch: string | undefined;

afterEach(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  scratch = undefined;
});

function directoryWith(fileName: string, text: string): string {
  scratch = mkdtempSync(join(tmpdir(), 'services-'));
  writeFileSync(join(scratch, fileName), text);
  return scratch;
}

test('reads every service page with its file name as id and its markdown body', () => {
  const services = readServices();
  expect(services).toHaveLength(12);
  const dryDock = services.find((service) => service.id === 'dry-dock');
  expect(dryDock?.title).toBe('Dry Dock Coordination');
  expect(dryDock?.body).toMatch(/^A dry dock period is/);
  expect(services.map((service) => service.order)).toEqual([...services.map((service) => service.order)].sort((a, b) => a - b));
});

test('a broken service page names the file and the field', () => {
  const valid = readFileSync(new URL('rigging.md', contentDir), 'utf8');
  const broken = valid.replace(/costRange:\n {2}low: 1500\n {2}high: 40000/, 'costRange:\n  low: 1500\n  high: 900');
  expect(broken).not.toBe(valid);
  expect(() => readServices(directoryWith('rigging.md', broken))).toThrow(
    /^content\/services\/rigging\.md: costRange: high must not be below low/,
  );
});

test('a page without frontmatter or with invalid YAML names the file', () => {
  expect(() => readServices(directoryWith('plain.md', '# Just markdown\n'))).toThrow(/^content\/services\/plain\.md: no frontmatter/);
  expect(() => readServices(directoryWith('bad.md', '---\ntitle: [unclosed\n---\nBody\n'))).toThrow(
    /^content\/services\/bad\.md: invalid YAML/,
  );
});
