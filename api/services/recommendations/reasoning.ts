import type { QueryTerm } from './analyze.ts';

export interface Evidence {
  quote: string;
  /** What the words were read as, named when the match came mostly through that synonym. */
  meaning: string | undefined;
  /** The part of the service's score these words earned. */
  score: number;
}

/** Words that earned under this share of a service's score are not worth naming. */
const minShare = 0.06;
const maxQuotes = 5;

interface QuoteTally {
  direct: number;
  /** Meaning → its score and how many synonym steps away it is. */
  meanings: Map<string, { score: number; hops: number }>;
}

/**
 * Splits each term's contribution among the words that produced it, in proportion to their
 * weight, and adds it up per quote: `"hauled out"` collects "haul", "out", "haul_out" and "dry dock".
 */
export function evidenceFor(terms: readonly QueryTerm[], contributions: ReadonlyMap<string, number>): Evidence[] {
  const totalWeight = new Map<string, number>();
  for (const { term, weight } of terms) totalWeight.set(term, (totalWeight.get(term) ?? 0) + weight);

  const byQuote = new Map<string, QuoteTally>();
  for (const { term, weight, quote, meaning, hops } of terms) {
    const contribution = contributions.get(term);
    if (!contribution) continue;
    const share = (contribution * weight) / (totalWeight.get(term) ?? weight);
    const tally = byQuote.get(quote) ?? { direct: 0, meanings: new Map() };
    if (meaning === undefined || meaning === quote) tally.direct += share;
    else {
      const previous = tally.meanings.get(meaning);
      tally.meanings.set(meaning, { score: (previous?.score ?? 0) + share, hops: Math.min(previous?.hops ?? hops, hops) });
    }
    byQuote.set(quote, tally);
  }
  return [...byQuote]
    .map(([quote, tally]) => {
      const expanded = [...tally.meanings.values()].reduce((sum, { score }) => sum + score, 0);
      return { quote, score: tally.direct + expanded, meaning: expanded > tally.direct ? nearest(tally.meanings) : undefined };
    })
    .sort((a, b) => b.score - a.score || a.quote.localeCompare(b.quote));
}

/** The first reading of the words ("slop tank" → "tank cleaning"), not where the chain ended. */
const nearest = (meanings: QuoteTally['meanings']) =>
  [...meanings].sort((a, b) => a[1].hops - b[1].hops || b[1].score - a[1].score || a[0].localeCompare(b[0]))[0]?.[0];

export interface Explained {
  serviceName: string;
  /** Named when the vessel type added to the match. */
  vesselType: string | undefined;
}

const listed = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/**
 * Why a service fits, as a sentence to the owner in their own words:
 * 'You wrote about “hauled out” and “pull the wheels” (a dry dock job): that is what our Dry Dock Coordination service does.'
 */
export function explain(evidence: readonly Evidence[], { serviceName, vesselType }: Explained): string {
  const total = evidence.reduce((sum, item) => sum + item.score, 0);
  const named = evidence
    .filter((item) => item.score >= minShare * total)
    .slice(0, maxQuotes)
    .map((item) => `“${item.quote}”${item.meaning ? ` (a ${item.meaning} job)` : ''}`);
  const fit = `You wrote about ${listed(named)}: that is what our ${serviceName} service does.`;
  return vesselType ? `${fit} We do this work on vessels like your ${vesselType}.` : fit;
}
