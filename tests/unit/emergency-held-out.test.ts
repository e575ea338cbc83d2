// Held out: these ten descriptions were written before the emergency detection was changed and are
// not edited afterwards, so they measure how well it carries to wording nobody tuned it on
// (decision 096). Each must lead with the 24/7 line; where a service answers it, one of the
// accepted services is among the matches.
import { describe, expect, test } from 'vitest';
import { loadCompany } from '#api/content/company.ts';
import { loadServices } from '#api/content/services.ts';
import { createRecommendationEngine } from '#api/services/recommendations/engine.ts';
import { recommendationRequestSchema } from '#shared/schemas/recommendation.ts';

const company = loadCompany();
const engine = createRecommendationEngine(loadServices(), company);

const heldOut: { description: string; accept: string[] }[] = [
  {
    description: 'We hit a submerged piling last night and now there is water coming into the forward void',
    accept: ['steel-fabrication', 'dry-dock'],
  },
  { description: 'Deckhand fell overboard off the barge and we pulled him out, he is hurt and the barge is unmanned', accept: [] },
  {
    description: 'Smoke coming out of the engine room on our crew boat, the crew put out a small fire',
    accept: ['electrical', 'vessel-support'],
  },
  { description: 'Our tow broke loose in the storm and the barge is drifting toward the bank', accept: ['vessel-support', 'rigging'] },
  {
    description: 'Anchor is dragging and the liftboat is being pushed toward the platform in 35 knot wind',
    accept: ['vessel-support', 'rigging'],
  },
  {
    description: 'Hydraulic oil is leaking into the bayou from a split hose on the deck crane',
    accept: ['piping', 'tank-cleaning', 'vessel-support'],
  },
  {
    description: 'Ran hard aground on a sandbar near Caminada Pass, hull may be cracked',
    accept: ['dry-dock', 'steel-fabrication', 'vessel-support'],
  },
  { description: 'Two vessels collided in the channel, our bow is crushed above the waterline', accept: ['steel-fabrication', 'dry-dock'] },
  {
    description: 'The generator died and we have no power or steering, drifting in the Gulf 20 miles out',
    accept: ['vessel-support', 'electrical'],
  },
  { description: 'The fuel barge sprang a leak and diesel is spreading around the fleeting area', accept: ['tank-cleaning'] },
];

const answers = heldOut.map(({ description, accept }) => ({
  description,
  accept,
  answer: engine.answer(recommendationRequestSchema.parse({ projectDescription: description })),
}));

describe('held-out urgent descriptions', () => {
  test.each(answers)('$description leads with the 24/7 line', ({ answer }) => {
    expect(answer.emergency?.phone.tel).toBe(company.phones.emergency.tel);
  });

  test('most reach a service that answers them', () => {
    const reached = answers.filter(
      ({ accept, answer }) =>
        accept.length === 0 || answer.recommendations.slice(0, 3).some((recommendation) => accept.includes(recommendation.service.id)),
    );
    // 8 of 10 when first measured (decision 096); the two misses were not tuned away, so this holds the line.
    expect(reached.length).toBeGreaterThanOrEqual(8);
  });
});
