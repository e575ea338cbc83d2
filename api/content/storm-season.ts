import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type StormSeason, stormSeasonSchema } from '#shared/storm-season.ts';
import { describeIssues } from './issues.ts';

const stormSeasonFile = fileURLToPath(new URL('../../content/storm-season.json', import.meta.url));

/** Parses and checks the storm season's text; every error names the file and the field. */
export function parseStormSeason(text: string, label = 'content/storm-season.json'): StormSeason {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(`${label}: invalid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  const result = stormSeasonSchema.safeParse(value);
  if (!result.success) throw new Error(`${label}: ${describeIssues(result.error.issues)}`);
  return result.data;
}

let cached: StormSeason | undefined;

/** The season and storm stages from content/storm-season.json, read once. */
export function loadStormSeason(): StormSeason {
  cached ??= parseStormSeason(readFileSync(stormSeasonFile, 'utf8'));
  return cached;
}
