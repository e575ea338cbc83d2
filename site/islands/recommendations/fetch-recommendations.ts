import { apiRequest } from '#shared/api-client.ts';
import { recommendationAnswerSchema, type RecommendationAnswer, type RecommendationRequest } from '#shared/schemas/recommendation.ts';

/**
 * Asks the API to match a project against the services: the matches, led by the 24/7 line when the
 * request is urgent (decision 096). Any failure (a non-OK answer, no network, an answer of the wrong
 * shape) surfaces as the spec's one error, "Failed to get recommendations".
 */
export async function fetchRecommendations(request: RecommendationRequest): Promise<RecommendationAnswer> {
  try {
    const answer = await apiRequest<unknown>('POST', '/api/recommendations', request);
    return recommendationAnswerSchema.parse(answer);
  } catch (cause) {
    throw new Error('Failed to get recommendations', { cause });
  }
}
