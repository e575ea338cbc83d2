import { describe, expect, test } from 'vitest';
import { heardUrgency } from '#api/services/recommendations/urgency-cues.ts';

describe('urgency heard in a description', () => {
  test.each([
    ['Need a crew change at Port Fourchon tonight, 12 crew', 'tonight'],
    ['ASAP: generator tripped at the dock', 'ASAP'],
    ['Emergency! The tug is stuck against the bank', 'Emergency'],
    ['Diesel spill in the bilge, need it cleaned up', 'spill'],
    ['Barge is taking on water through a crack', 'taking on water'],
    ['Went aground near Grand Isle', 'aground'],
    ['The boat is a dead ship at the bridge', 'dead ship'],
    ['Groceries on the boat by morning please', 'by morning'],
    ['Need a welder right away', 'right away'],
    ['Patch the hull immediately', 'immediately'],
    ['Need a mechanic out there now', 'now'],
    ['Need a mechanic now.', 'now'],
    ['The steering is stuck, but it is not urgent', 'stuck'],
  ])('%s → %s', (description, heard) => {
    expect(heardUrgency(description)).toBe(heard);
  });

  test.each([
    'No rush, we would like our crew changes handled starting next month',
    'Not urgent: the wheelhouse paint is peeling',
    "This isn't an emergency, just a quote for next month",
    'Not urgent at all, the boat is not stuck or broken down',
    'We now run three crew boats and want a rotation every two weeks',
    'What is my liftboat worth on today’s market?',
    'Crew change Thursday night at Fourchon',
    'Annual survey next month',
  ])('%s → not urgent', (description) => {
    expect(heardUrgency(description)).toBeUndefined();
  });

  test('letters that change length when lowercased do not shift the quoted words', () => {
    expect(heardUrgency('İzmir crew change, ASAP')).toBe('asap');
  });

  test('NUL characters and huge descriptions are read safely and quickly', () => {
    expect(heardUrgency('taking\0on water tonight')).toBe('tonight');
    const huge = `${'hull plating '.repeat(200_000)}tonight`;
    const started = performance.now();
    expect(heardUrgency(huge)).toBeUndefined();
    expect(heardUrgency(`tonight ${huge}`)).toBe('tonight');
    expect(performance.now() - started).toBeLessThan(200);
  });
});
