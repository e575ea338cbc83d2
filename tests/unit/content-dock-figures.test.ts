import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { berthWaterDepthFt, longTermZoneEndFt, maxVesselDraftFt, waterfrontLengthFt } from '#shared/berth-options.ts';

// Editors' copy in content/ quotes the dock's figures in prose, which cannot read them from
// shared/berth-options.ts: every quote must say what the constants say.

const contentDir = fileURLToPath(new URL('../../content/', import.meta.url));
const contentText = readdirSync(contentDir, { recursive: true, encoding: 'utf8' })
  .filter((path) => /\.(md|json)$/.test(path))
  .map((path) => readFileSync(join(contentDir, path), 'utf8'))
  .join('\n');

const asWritten = (feet: number) => feet.toLocaleString('en-US');

/** Every figure the pattern captures, as written, so that a rule which stops matching fails too. */
const quoted = (pattern: RegExp) => [...contentText.matchAll(pattern)].flatMap((match) => match.slice(1));

test('the only thousands of feet in the copy are the dock’s length', () => {
  const figures = quoted(/\b(\d{1,3},\d{3}) ft\b/g);
  expect(figures.length).toBeGreaterThanOrEqual(10);
  expect(new Set(figures)).toEqual(new Set([asWritten(waterfrontLengthFt)]));
});

test('the water depth, the draft limit and the zone boundary as the copy quotes them', () => {
  expect(quoted(/\b(\d+) ft of water alongside/g)).toEqual([String(berthWaterDepthFt)]);
  expect(quoted(/Maximum draft at our dock is (\d+) ft/g)).toEqual([String(maxVesselDraftFt)]);
  expect(quoted(/long-term zones from 0 to ([\d,]+) ft, service berths from ([\d,]+) to ([\d,]+) ft/g)).toEqual([
    asWritten(longTermZoneEndFt),
    asWritten(longTermZoneEndFt),
    asWritten(waterfrontLengthFt),
  ]);
});
