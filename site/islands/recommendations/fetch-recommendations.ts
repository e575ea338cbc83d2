import { z } from 'zod';
import { apiRequest } from '#shared/api-client.ts';
import { recommendationSchema, type Recommendation, type RecommendationRequest } from '#shared/schemas/recommendation.ts';

const responseSchema = z.object({ recommendations: z.array(recommendationSchema) });

/**
 * Asks the API to match a project against the services. Any failure (a non-OK answer, no network, an
 * answer of the wrong shape) surfaces as the spec's one error, "Failed to get recommendations".
 */
export async function fetchRecommendations(request: RecommendationRequest): Promise<Recommendation[]> {
  try {
    const answer = await apiRequest<unknown>('POST', '/api/recommendations', request);
    return responseSchema.parse(answer).recommendations;
  } catch (cause) {
    throw new Error('Failed to get recommendations', { cause });
  }
}
