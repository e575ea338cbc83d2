// Turns unbounded BM25 scores into a confidence in [0, 1] from two things an owner can follow:
// how much evidence the description gives (saturating, so more matching words approach 1), and
// how the service compares with the others: the best match loses confidence when another is close
// behind it, and every other match is discounted by how far it trails the best.

/** The score at which evidence reaches 1 − 1/e ≈ 0.63, set from the labelled eval set. */
const evidenceScale = 6;
/** The share of its evidence a match keeps when it does not stand out from the rest. */
const sharedWeight = 0.7;
const minConfidence = 0.4;
/** Results far behind the best match are noise, however many words they share. */
const minShareOfBest = 0.3;
const maxResults = 3;

export interface Ranked {
  id: string;
  score: number;
}

export const evidence = (score: number) => 1 - Math.exp(-score / evidenceScale);

/** Confidence per result; `ranked` must be sorted best first. */
export function calibrate(ranked: readonly Ranked[]): number[] {
  const best = ranked[0]?.score ?? 0;
  const runnerUp = ranked[1]?.score ?? 0;
  return ranked.map((result, index) => {
    if (result.score <= 0) return 0;
    const standing =
      index === 0 ? sharedWeight + (1 - sharedWeight) * (1 - runnerUp / result.score) : sharedWeight * Math.sqrt(result.score / best);
    return evidence(result.score) * standing;
  });
}

/** The few results worth showing, best first, each with its confidence rounded to two places. */
export function selectMatches<Result extends Ranked>(ranked: readonly Result[]): (Result & { confidence: number })[] {
  const best = ranked[0]?.score ?? 0;
  const confidences = calibrate(ranked);
  return ranked
    .map((result, index) => ({ ...result, confidence: Math.round((confidences[index] ?? 0) * 100) / 100 }))
    .filter((result) => result.confidence >= minConfidence && result.score >= minShareOfBest * best)
    .slice(0, maxResults);
}
