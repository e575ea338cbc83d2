import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { loadCompany } from '#api/content/company.ts';
import { loadServices } from '#api/content/services.ts';
import { createRecommendationEngine } from '#api/services/recommendations/engine.ts';
import { heardSituation } from '#api/services/recommendations/urgency-cues.ts';
import { recommendationRequestSchema } from '#shared/schemas/recommendation.ts';

const company = loadCompany();
const engine = createRecommendationEngine(loadServices(), company);
const answer = (projectDescription: string, urgency?: 'standard' | 'priority' | 'emergency') =>
  engine.answer(recommendationRequestSchema.parse({ projectDescription, urgency }));

describe('the kind of trouble heard in a description', () => {
  test.each([
    ['my boat is taking on water at the dock tonight', 'flooding', 'taking on water'],
    ['Water is pouring into the lazarette', 'flooding', 'Water is pouring into'],
    ['The barge sank at her moorings', 'flooding', 'sank'],
    ['Smoke is coming out of the engine room vents', 'fire', 'Smoke is coming'],
    ['We had an engine room fire last night', 'fire', 'fire'],
    ['There is a sheen on the water around the barge', 'spill', 'sheen'],
    ['Hydraulic oil is leaking into the canal', 'spill', 'oil is leaking into'],
    ['Ran aground on the way in', 'grounding', 'aground'],
    ['We hit a sandbar in the pass', 'grounding', 'hit a sandbar'],
    ['Man overboard off the back deck', 'person overboard', 'Man overboard'],
    ['A deckhand is injured and bleeding', 'injury', 'injured'],
    ['A tow collided with our barge', 'collision', 'collided'],
    ['We are dragging anchor in the squall', 'adrift', 'dragging anchor'],
    ['The barge broke loose from the fleet', 'adrift', 'broke loose'],
    ['Lost propulsion ten miles out', 'loss of power', 'Lost propulsion'],
    ['Both mains quit in the channel', 'loss of power', 'mains quit'],
    ['Lost all steering coming into the harbor', 'loss of steering', 'Lost all steering'],
  ])('"%s" is %s, quoted as "%s"', (description, kind, words) => {
    expect(heardSituation(description)).toEqual({ kind, words });
  });

  test.each([
    'We want a fire watch posted during hot work next week',
    'The firemain valves need replacing',
    'Not sinking, just a slow drip at the shaft seal we want looked at next month',
    'No fire, no flooding: routine generator service please',
    'Need a crew change at Fourchon tonight',
  ])('"%s" names no trouble', (description) => {
    expect(heardSituation(description)).toBeUndefined();
  });
});

describe('the 24/7 line an urgent answer leads with', () => {
  test('trouble no service matches still leads with the emergency line and the mobilization promise', () => {
    const { emergency, recommendations } = answer('my boat is taking on water at the dock tonight');
    expect(emergency).toEqual({
      note: expect.stringContaining('You said taking on water'),
      phone: company.phones.emergency,
      hours: company.hours.emergency,
      promise: `A crew mobilizes within ${company.emergency.mobilizationHours} hours from ${company.emergency.coverage}`,
    });
    expect(recommendations.map((recommendation) => recommendation.urgency)).not.toContain('standard');
  });

  test('the Urgency field set to emergency leads with the line even for words nothing matches', () => {
    const { emergency, recommendations } = answer('Please come quickly, something is wrong', 'emergency');
    expect(recommendations).toEqual([]);
    expect(emergency?.phone).toEqual(company.phones.emergency);
  });

  test('timing words alone lead with the line beside a match, not for something we do not do', () => {
    expect(answer('Need a crew change at Port Fourchon tonight, 12 crew').emergency).not.toBeNull();
    expect(answer('I would like to order a pizza to my house tonight')).toEqual({ emergency: null, recommendations: [] });
  });

  test('a calm request has no lead', () => {
    expect(answer('Want the hull sandblasted and new paint on the topsides').emergency).toBeNull();
  });

  test('urgency phrasing put into any description never loses the 24/7 line', () => {
    const trouble = fc.constantFrom(
      'we are taking on water',
      'there is a fire in the engine room',
      'diesel spill over the side',
      'we ran aground',
      'man overboard',
      'a crewman is injured',
      'we collided with a barge',
      'dragging anchor in the storm',
      'lost all power',
      'lost steering',
    );
    const words = fc.array(
      fc.constantFrom('boat', 'dock', 'the', 'crew', 'paint', 'Fourchon', 'need', 'help', 'pizza', 'quote', 'tomorrow'),
      {
        maxLength: 12,
      },
    );
    fc.assert(
      fc.property(words, trouble, words, (before, cue, after) => {
        const description = [...before, `. ${cue}.`, ...after].join(' ');
        expect(answer(description).emergency?.phone.tel).toBe(company.phones.emergency.tel);
      }),
      { numRuns: 200 },
    );
  });
});
