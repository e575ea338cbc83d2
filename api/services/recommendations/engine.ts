import type { Recommendation, RecommendationAnswer, RecommendationRequest } from '#shared/schemas/recommendation.ts';
import type { CatalogService } from '#api/content/services.ts';
import { queryTerms, type QueryTerm } from './analyze.ts';
import { scoreBm25, type Bm25Result } from './bm25.ts';
import { selectMatches } from './confidence.ts';
import { estimateCost, estimateDuration } from './estimates.ts';
import { deploymentFor, emergencyLeadFor, nextStepsFor, urgencyNote, type CompanyFacts } from './follow-up.ts';
import { evidenceFor, explain } from './reasoning.ts';
import { buildServiceIndex, type ServiceIndex } from './service-index.ts';
import { heardSituation, heardUrgency } from './urgency-cues.ts';

/** The trouble is quoted back before any timing word: "taking on water" says more than "tonight". */
const heardWords = (description: string) => heardSituation(description)?.words ?? heardUrgency(description);

/** The vessel type and specs only nudge services the description already points to. */
const contextWeight = 0.3;
/** Repeating a word, or several synonyms meaning one thing, adds weight up to this cap. */
const maxTermWeight = 2;

export interface RecommendationEngine {
  recommend(request: RecommendationRequest): Recommendation[];
  /** The matches, led by the 24/7 line when the request is urgent (decision 096). */
  answer(request: RecommendationRequest): RecommendationAnswer;
}

interface RankedService extends Bm25Result {
  /** The vessel type or specs added to the score. */
  contextMatched: boolean;
}

function weighTerms(terms: readonly QueryTerm[], scale = 1): Map<string, number> {
  const weights = new Map<string, number>();
  for (const { term, weight } of terms) weights.set(term, (weights.get(term) ?? 0) + weight);
  for (const [term, weight] of weights) weights.set(term, Math.min(maxTermWeight, weight) * scale);
  return weights;
}

/** Services the description matches, best first; ties keep the services' page order (the sort is stable). */
function rank(index: ServiceIndex, terms: readonly QueryTerm[], request: RecommendationRequest): RankedService[] {
  const context = [request.vesselType, request.vesselSpecs].filter(Boolean).join('. ');
  const contextTerms = context ? queryTerms(context, index.vocabulary) : [];
  const contextScores = new Map(scoreBm25(index.bm25, weighTerms(contextTerms, contextWeight)).map((result) => [result.id, result.score]));
  return scoreBm25(index.bm25, weighTerms(terms))
    .filter((result) => result.score > 0)
    .map((result) => {
      const contextScore = contextScores.get(result.id) ?? 0;
      return { ...result, score: result.score + contextScore, contextMatched: contextScore > 0 };
    })
    .sort((a, b) => b.score - a.score);
}

export function createRecommendationEngine(services: readonly CatalogService[], facts: CompanyFacts): RecommendationEngine {
  const index = buildServiceIndex(services);
  const serviceById = new Map(services.map((service) => [service.id, service]));

  function present(
    service: CatalogService,
    match: RankedService & { confidence: number },
    terms: readonly QueryTerm[],
    request: RecommendationRequest,
    heard: string | undefined,
  ): Recommendation {
    const cost = estimateCost(service.costRange, request.budget);
    const duration = estimateDuration(service.typicalDuration, request.timeframe);
    const urgency = heard ? 'emergency' : request.urgency;
    const vesselType = match.contextMatched && request.vesselType !== 'Other' ? request.vesselType : undefined;
    return {
      service: {
        id: service.id,
        name: service.title,
        description: service.summary,
        deployment: deploymentFor(service.deployment, urgency, facts),
      },
      confidence: match.confidence,
      urgency,
      urgencyNote: urgencyNote(urgency, heard, facts),
      reasoning: explain(evidenceFor(terms, match.contributions), { serviceName: service.title, vesselType }),
      estimatedDuration: duration.text,
      estimatedCost: cost.text,
      nextSteps: nextStepsFor({
        subServiceTitles: service.subServices.map((subService) => subService.title),
        urgency,
        location: request.location,
        facts,
        budgetShort: cost.short,
        timeframeTight: duration.tight,
      }),
    };
  }

  function recommend(request: RecommendationRequest): Recommendation[] {
    const terms = queryTerms(request.projectDescription, index.vocabulary);
    const heard = heardWords(request.projectDescription);
    return selectMatches(rank(index, terms, request)).flatMap((match) => {
      const service = serviceById.get(match.id);
      return service ? [present(service, match, terms, request, heard)] : [];
    });
  }

  return {
    recommend,
    answer(request) {
      const recommendations = recommend(request);
      const lead = emergencyLeadFor(
        {
          urgency: request.urgency,
          heard: heardWords(request.projectDescription),
          situation: heardSituation(request.projectDescription) !== undefined,
          matched: recommendations.length > 0,
        },
        facts,
      );
      return { emergency: lead ?? null, recommendations };
    },
  };
}
