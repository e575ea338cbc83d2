import { describe, expect, test } from 'vitest';
import { loadCompany } from '#api/content/company.ts';
import { loadServices } from '#api/content/services.ts';
import { createVocabulary, queryTerms } from '#api/services/recommendations/analyze.ts';
import { budgetLimits } from '#api/services/recommendations/budget.ts';
import { calibrate, evidence, selectMatches } from '#api/services/recommendations/confidence.ts';
import { createRecommendationEngine } from '#api/services/recommendations/engine.ts';
import { estimateCost, estimateDuration } from '#api/services/recommendations/estimates.ts';
import { compilePhrase, findPhrases, indexPhrases } from '#api/services/recommendations/phrases.ts';
import { stem } from '#api/services/recommendations/stem.ts';
import { shortestDays, timeframeDays } from '#api/services/recommendations/timeframe.ts';
import { tokenize } from '#api/services/recommendations/tokenize.ts';
import { budgets, timeframes } from '#shared/lead-options.ts';
import {
  confidenceLabel,
  recommendationRequestSchema,
  recommendationSchema,
  type RecommendationRequestInput,
} from '#shared/schemas/recommendation.ts';

const company = loadCompany();
const engine = createRecommendationEngine(loadServices(), company);
const recommend = (input: RecommendationRequestInput) => engine.recommend(recommendationRequestSchema.parse(input));

const crewChange =
  'Need a crew change for 14 hands at Port Fourchon Thursday night: ' +
  'relief crew off the crew boat, outgoing crew to the airport, manifest filed before departure';

describe('tokenizer', () => {
  test('lowercases, drops punctuation and apostrophes, and keeps digits with letters', () => {
    expect(tokenize("Owner's 480V switchboard, 2-inch line!").map((token) => token.word)).toEqual([
      'owners',
      '480v',
      'switchboard',
      '2',
      'inch',
      'line',
    ]);
  });

  test('keeps each word as written, for quoting back', () => {
    expect(tokenize('Crew change at Port Fourchon, OSV').map((token) => token.written)).toEqual([
      'Crew',
      'change',
      'at',
      'Port',
      'Fourchon',
      'OSV',
    ]);
  });

  test('marks function words, reads number words as digits and notes clause breaks', () => {
    const tokens = tokenize('We need five guys. Then the boat');
    expect(tokens.filter((token) => token.stop).map((token) => token.word)).toEqual(['we', 'need', 'then', 'the']);
    expect(tokens.find((token) => token.word === 'five')?.term).toBe('5');
    expect(tokens.find((token) => token.word === 'then')?.breakBefore).toBe(true);
    expect(tokens.find((token) => token.word === 'guys')?.breakBefore).toBe(false);
  });
});

describe('stemmer', () => {
  test.each([
    ['hauled', 'haul'],
    ['hauling', 'haul'],
    ['swapped', 'swap'],
    ['rigging', 'rig'],
    ['tanks', 'tank'],
    ['groceries', 'groceri'],
    ['grocery', 'groceri'],
    ['provisions', 'provis'],
    ['provisioning', 'provis'],
    ['relational', 'relat'],
    ['adjustment', 'adjust'],
    ['electrical', 'electr'],
    ['hopping', 'hop'],
    ['filing', 'file'],
  ])('%s → %s', (word, expected) => expect(stem(word)).toBe(expected));

  test('leaves short words and tokens with digits alone, so acronyms survive', () => {
    expect(['abs', 'pms', 'gas', 'ais', '480v', '3516s'].map(stem)).toEqual(['abs', 'pms', 'gas', 'ais', '480v', '3516s']);
  });
});

describe('phrases', () => {
  const matches = (phrase: string, text: string) => {
    const compiled = compilePhrase(phrase);
    if (!compiled) throw new Error(`"${phrase}" compiles to nothing`);
    return findPhrases(tokenize(text), indexPhrases([compiled])).length > 0;
  };

  test('match across word forms and a couple of function words, but not across punctuation', () => {
    expect(matches('haul out', 'the boat was hauled out')).toBe(true);
    expect(matches('haul out', 'we hauled her out last spring')).toBe(true);
    expect(matches('fuel tank', 'contaminated fuel. Need the tank opened')).toBe(false);
    expect(matches('haul out', 'haul the new engine out')).toBe(false);
  });

  test('keep their function words when dropping them would leave one word', () => {
    expect(matches('on the blocks', 'she is on the blocks')).toBe(true);
    expect(matches('on the blocks', 'cinder blocks')).toBe(false);
  });

  test('patterns take alternatives and "~" for a few words in between', () => {
    expect(matches('buy|sell ~ barge|tug', 'looking to sell our two 180 ft barges')).toBe(true);
    expect(matches('buy|sell ~ barge|tug', 'buy groceries for the tug crew next week')).toBe(false);
  });

  test('a one-word plural synonym matches only as written', () => {
    expect(matches('mains', 'rebuild both mains')).toBe(true);
    expect(matches('mains', 'main switchboard')).toBe(false);
    expect(matches('zinc', 'zincs')).toBe(true);
  });
});

describe('synonym expansion', () => {
  const vocabulary = createVocabulary(
    [
      { phrase: 'haul out', means: 'dry dock' },
      { phrase: 'hot work', means: 'gas free' },
      { phrase: 'gas free', means: 'tank cleaning' },
    ],
    ['dry dock', 'tank cleaning'],
  );

  test('adds what a phrase means, quoted with the owner’s words and weighted below them', () => {
    const terms = queryTerms('The boat has to be hauled out', vocabulary);
    expect(terms).toContainEqual({ term: 'haul_out', weight: 1, quote: 'hauled out', hops: 0 });
    const dryDock = terms.find((term) => term.term === 'dry_dock');
    expect(dryDock).toMatchObject({ quote: 'hauled out', meaning: 'dry dock', hops: 1 });
    expect(dryDock?.weight).toBeLessThan(1);
  });

  test('follows meanings a few steps, each step weighing less', () => {
    const terms = queryTerms('Need a permit for hot work', vocabulary);
    const gasFree = terms.find((term) => term.term === 'gas_free');
    const tankCleaning = terms.find((term) => term.term === 'tank_clean');
    expect(tankCleaning).toMatchObject({ quote: 'hot work', meaning: 'tank cleaning', hops: 2 });
    expect(tankCleaning?.weight).toBeLessThan(gasFree?.weight ?? 0);
  });
});

describe('ranking and confidence', () => {
  test('a clear crew change description ranks crew changes first with high confidence', () => {
    const [first, ...rest] = recommend({ projectDescription: crewChange });
    expect(first?.service.id).toBe('crew-changes');
    expect(first?.confidence).toBeGreaterThanOrEqual(0.8);
    expect(confidenceLabel(first?.confidence ?? 0)).toBe('High Match');
    for (const other of rest) expect(other.confidence).toBeLessThan(first?.confidence ?? 0);
  });

  test('owner slang reaches the right service', () => {
    const [first] = recommend({
      projectDescription: 'Our OSV is due for her five-year survey and has to be hauled out so we can pull the wheels',
    });
    expect(first?.service.id).toBe('dry-dock');
    expect(first?.reasoning).toMatch(/^You wrote about .*“hauled out”/);
    expect(first?.reasoning).toContain('“pull the wheels” (a dry dock job)');
    expect(first?.reasoning).toContain('that is what our Dry Dock Coordination service does.');
    expect(first?.reasoning).not.toMatch(/Matched/);
  });

  test('returns at most three results, best first, each in the response shape', () => {
    const results = recommend({
      projectDescription: 'Blast and paint the hull, weld new plate inserts and replace the fuel piping while she is in the yard',
    });
    expect(results.length).toBeGreaterThan(0);
    expect(results.length).toBeLessThanOrEqual(3);
    const confidences = results.map((result) => result.confidence);
    expect(confidences).toEqual([...confidences].sort((a, b) => b - a));
    for (const result of results) expect(recommendationSchema.parse(result)).toEqual(result);
  });

  test('evidence grows with the score and stays below 1', () => {
    expect(evidence(0)).toBe(0);
    expect(evidence(3)).toBeLessThan(evidence(12));
    expect(evidence(100)).toBeLessThanOrEqual(1);
  });

  test('a best match loses confidence when another is close, and the others trail it', () => {
    const [alone = 0] = calibrate([
      { id: 'a', score: 20 },
      { id: 'b', score: 2 },
    ]);
    const [contested = 0, second = 0] = calibrate([
      { id: 'a', score: 20 },
      { id: 'b', score: 18 },
    ]);
    expect(alone).toBeGreaterThanOrEqual(0.8);
    expect(contested).toBeLessThan(alone);
    expect(contested).toBeGreaterThanOrEqual(0.6);
    expect(second).toBeLessThan(contested);
  });

  test('weak matches fall below the floor', () => {
    expect(selectMatches([{ id: 'a', score: 2 }])).toEqual([]);
    expect(
      selectMatches([
        { id: 'a', score: 20 },
        { id: 'b', score: 3 },
      ]).map((match) => match.id),
    ).toEqual(['a']);
  });

  test('a description about nothing we do returns no recommendations', () => {
    expect(recommend({ projectDescription: 'I would like to order a pizza to my house tonight' })).toEqual([]);
    expect(recommend({ projectDescription: 'Looking for a babysitter for my two kids on Friday evening' })).toEqual([]);
  });

  test('the same request always gets the same answer', () => {
    const request = {
      projectDescription: 'Hull plating wasted, needs inserts welded, then blasted and painted',
      vesselType: 'Barge' as const,
    };
    expect(recommend(request)).toEqual(recommend(request));
  });

  test('the vessel type nudges services whose pages mention it, and says so', () => {
    const description = 'Tanks need cleaning and a gas free certificate before the shipyard';
    const plain = recommend({ projectDescription: description });
    const barge = recommend({ projectDescription: description, vesselType: 'Barge' });
    expect(barge[0]?.service.id).toBe('tank-cleaning');
    expect(barge[0]?.confidence).toBeGreaterThanOrEqual(plain[0]?.confidence ?? 1);
    expect(barge[0]?.reasoning).toMatch(/We do this work on vessels like your Barge\.$/);
  });
});

describe('urgency, budget and timeframe', () => {
  test('an emergency leads with 24/7 mobilization and the emergency line', () => {
    const [first] = recommend({
      projectDescription: 'Tug broke down and is dead in the water, need a mechanic',
      urgency: 'emergency',
      location: 'Cameron',
    });
    expect(first?.service.id).toBe('vessel-support');
    expect(first?.service.deployment).toMatch(
      /^Emergency response: 24\/7 mobilization within 4 hours from Cypremort Point to Sabine Pass\./,
    );
    expect(first?.nextSteps[0]).toBe(`Call our 24/7 emergency line now: ${company.phones.emergency.display}`);
    expect(first?.nextSteps[1]).toContain('(Cameron)');
    expect(first?.urgency).toBe('emergency');
  });

  test('urgency written in the description gets the emergency answer and says what was understood', () => {
    const [first] = recommend({ projectDescription: 'Need a crew change for our OSV at Port Fourchon tonight, 12 crew' });
    expect(first?.service.id).toBe('crew-changes');
    expect(first?.reasoning).toBe('You wrote about “crew change” and “Port Fourchon”: that is what our Crew Changes service does.');
    expect(first?.urgency).toBe('emergency');
    expect(first?.urgencyNote).toBe(
      `You said tonight: this is handled as an emergency. Call ${company.phones.emergency.display} (${company.hours.emergency}); ` +
        `a crew mobilizes within ${company.emergency.mobilizationHours} hours.`,
    );
    expect(first?.service.deployment).toMatch(/^Emergency response: 24\/7 mobilization within 4 hours/);
    expect(first?.nextSteps[0]).toBe(`Call our 24/7 emergency line now: ${company.phones.emergency.display}`);
    const answer = JSON.stringify(first);
    expect(answer).not.toContain(company.hours.standard);
    expect(answer).not.toContain('within 24 hours');
  });

  test('an owner who says there is no rush keeps the standard answer', () => {
    const [first] = recommend({
      projectDescription: "No rush, it isn't an emergency: we'd like our crew changes at Fourchon handled starting next month",
    });
    expect(first?.urgency).toBe('standard');
    expect(first?.urgencyNote).toBeUndefined();
    expect(first?.nextSteps[0]).toMatch(/^Request a quote/);
  });

  test('the Urgency field set to emergency is said back too', () => {
    const [first] = recommend({ projectDescription: 'Generator needs a diesel mechanic alongside', urgency: 'emergency' });
    expect(first?.urgencyNote).toMatch(/^You marked this as an emergency: call /);
  });

  test('a standard request keeps the service’s own deployment and starts with a quote', () => {
    const [first] = recommend({ projectDescription: crewChange });
    expect(first?.service.deployment).toBe(loadServices().find((service) => service.id === 'crew-changes')?.deployment);
    expect(first?.nextSteps[0]).toMatch(/^Request a quote/);
  });

  test('every budget label reads as dollar limits', () => {
    expect(budgets.map(budgetLimits)).toEqual([
      { max: 10_000 },
      { min: 10_000, max: 50_000 },
      { min: 50_000, max: 100_000 },
      { min: 100_000, max: 500_000 },
      { min: 500_000 },
      {},
    ]);
  });

  test('the budget narrows or annotates the typical cost', () => {
    const range = { low: 18_000, high: 450_000 };
    expect(estimateCost(range, undefined).text).toBe('$18,000–$450,000 typical; priced after we review the scope');
    expect(estimateCost(range, '$10K - $50K').text).toBe(
      '$18,000–$50,000 for a scope that fits your $10K - $50K budget (typical $18,000–$450,000)',
    );
    expect(estimateCost(range, 'Under $10K')).toEqual({
      text:
        '$18,000–$450,000 typical; your Under $10K budget is below the usual minimum of $18,000, ' +
        'so we would scope a first phase to fit it',
      short: true,
    });
    expect(estimateCost({ low: 800, high: 15_000 }, '$50K - $100K').text).toBe(
      '$800–$15,000 typical, well within your $50K - $100K budget',
    );
    expect(estimateCost(range, 'Enterprise Project').text).toBe('$18,000–$450,000 typical, within your Enterprise Project budget');
  });

  test('a short budget adds a next step to phase the work', () => {
    const [first] = recommend({
      projectDescription: 'Boat needs to be hauled out at a shipyard for her drydock exam',
      budget: 'Under $10K',
    });
    expect(first?.service.id).toBe('dry-dock');
    expect(first?.estimatedCost).toContain('below the usual minimum of $18,000');
    expect(first?.nextSteps).toContain('Share your budget limit so we can scope a first phase that fits it');
  });

  test('every timeframe label and typical duration reads as days', () => {
    expect(timeframes.map(timeframeDays)).toEqual([1, 7, 30, 90, 180, Number.POSITIVE_INFINITY]);
    expect(shortestDays('10–45 days in the yard, plus 2–4 weeks of specification and bidding')).toBe(10);
    expect(shortestDays('Half a day for a single pick to 5 days for planned multi-lift jobs')).toBe(0.5);
    expect(shortestDays('4–12 hours per crew change, dock to dock')).toBe(4 / 24);
    expect(shortestDays('6 weeks to 9 months, purchase to deployment')).toBe(42);
    for (const service of loadServices()) expect(shortestDays(service.typicalDuration)).toBeGreaterThan(0);
  });

  test('a timeframe shorter than the work is flagged', () => {
    expect(estimateDuration('10–45 days in the yard', 'Within 1 week')).toEqual({
      text: '10–45 days in the yard. Your timeframe, Within 1 week, is shorter than this work usually takes',
      tight: true,
    });
    expect(estimateDuration('10–45 days in the yard', '1-3 months')).toEqual({
      text: '10–45 days in the yard. Your timeframe: 1-3 months',
      tight: false,
    });
  });
});
