import { describe, expect, test } from 'vitest';
import { loadStormSeason, parseStormSeason } from '#api/content/storm-season.ts';

const season = loadStormSeason();

describe('content/storm-season.json', () => {
  test('the season runs June 1 to November 30 and storm plans are due June 1', () => {
    expect(season.season).toEqual({ opens: { month: 6, day: 1 }, closes: { month: 11, day: 30 } });
    expect(season.stormPlanDue).toEqual({ month: 6, day: 1 });
  });

  test('the stages run from Watch through the port conditions to All clear', () => {
    expect(season.stages.map(({ name }) => name)).toEqual([
      'Watch',
      'Port Condition Whiskey',
      'Port Condition X-Ray',
      'Port Condition Yankee',
      'Port Condition Zulu',
      'All clear',
    ]);
  });

  test('a broken file names the file and the field', () => {
    const broken = structuredClone(season);
    broken.stormPlanDue = { month: 2, day: 30 };
    expect(() => parseStormSeason(JSON.stringify(broken))).toThrow('content/storm-season.json: stormPlanDue: not a day of that month');
    const twice = { ...season, stages: [...season.stages, season.stages[0]] };
    expect(() => parseStormSeason(JSON.stringify(twice))).toThrow('stages: each stage needs its own key');
    expect(() => parseStormSeason('{')).toThrow('content/storm-season.json: invalid JSON');
    expect(() =>
      parseStormSeason(JSON.stringify({ ...season, stages: [{ key: 'Watch', name: '', meaning: 'x', tenantsMust: [] }] })),
    ).toThrow(/stages\.0\.key.*stages\.0\.name.*stages\.0\.tenantsMust/);
  });
});
