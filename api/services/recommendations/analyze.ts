import { compilePhrase, findPhrases, indexPhrases, type Phrase, type PhraseIndex, type PhraseMatch } from './phrases.ts';
import { isBareNumber, tokenize, type Token } from './tokenize.ts';

export interface Synonym {
  phrase: string;
  /** One or more comma-separated phrases. */
  means: string;
}

export interface Vocabulary {
  phrases: PhraseIndex;
  /** Phrase key → what it means, each a phrase of the vocabulary. */
  meanings: ReadonlyMap<string, readonly string[]>;
  /** Meanings are expanded on every request; their analysis is computed once. */
  analyzedMeanings: Map<string, Analysis>;
}

interface Analysis {
  tokens: Token[];
  matches: PhraseMatch[];
}

/** One piece of evidence in a request, before terms that repeat are added up. */
export interface QueryTerm {
  term: string;
  weight: number;
  /** The owner's words that produced the term, e.g. "hauled out". */
  quote: string;
  /** What those words were read as, when the term came from a synonym, e.g. "dry dock". */
  meaning?: string;
  /** Synonym steps from the owner's words to this term: 0 for the words themselves. */
  hops: number;
}

/** A synonym's meaning counts a little less than the words themselves, and less again per hop. */
const expansionDecay = 0.85;
const maxExpansionDepth = 3;

export function createVocabulary(synonyms: readonly Synonym[], keyPhrases: readonly string[]): Vocabulary {
  const phrases = new Map<string, Phrase>();
  const meanings = new Map<string, string[]>();
  const add = (text: string) => {
    const phrase = compilePhrase(text);
    if (phrase && !phrases.has(phrase.key)) phrases.set(phrase.key, phrase);
    return phrase;
  };
  keyPhrases.forEach(add);
  for (const synonym of synonyms) {
    const phrase = add(synonym.phrase);
    if (!phrase) continue;
    const list = meanings.get(phrase.key) ?? [];
    for (const meaning of synonym.means.split(',').map((part) => part.trim())) {
      if (!add(meaning) || list.includes(meaning)) continue;
      list.push(meaning);
    }
    meanings.set(phrase.key, list);
  }
  return { phrases: indexPhrases(phrases.values()), meanings, analyzedMeanings: new Map() };
}

const scored = (token: Token) => !token.stop && !isBareNumber(token);
const isCompound = (match: PhraseMatch) => match.phrase.steps.length > 1;

function analyze(text: string, vocabulary: Vocabulary): Analysis {
  const tokens = tokenize(text);
  return { tokens, matches: findPhrases(tokens, vocabulary.phrases) };
}

/** The terms a field of a service page is indexed under: its words plus the phrases it contains. */
export function documentTerms(text: string, vocabulary: Vocabulary): string[] {
  const { tokens, matches } = analyze(text, vocabulary);
  return [...tokens.filter(scored).map((token) => token.term), ...matches.filter(isCompound).map((match) => match.phrase.key)];
}

const quoteOf = (tokens: readonly Token[], match: PhraseMatch) =>
  tokens
    .slice(match.start, match.end)
    .map((token) => token.written)
    .join(' ');

/**
 * The terms of an owner's description: its words, the phrases it contains and, for phrases with a
 * known meaning, that meaning's terms (followed a few hops: "hot work" → "gas free" → "tank cleaning").
 */
export function queryTerms(text: string, vocabulary: Vocabulary): QueryTerm[] {
  const { tokens, matches } = analyze(text, vocabulary);
  // A word inside a matched phrase is quoted as the whole phrase (the longest one, if several).
  const quotes = tokens.map((token) => token.written);
  const coverage = tokens.map(() => 0);
  const terms: QueryTerm[] = [];
  for (const match of matches) {
    const quote = quoteOf(tokens, match);
    if (isCompound(match)) {
      terms.push({ term: match.phrase.key, weight: 1, quote, hops: 0 });
      for (let index = match.start; index < match.end; index += 1) {
        if (match.end - match.start <= (coverage[index] ?? 0)) continue;
        coverage[index] = match.end - match.start;
        quotes[index] = quote;
      }
    }
    expand(match.phrase.key, quote, 1, new Set(), vocabulary, terms);
  }
  tokens.forEach((token, index) => {
    if (scored(token)) terms.push({ term: token.term, weight: 1, quote: quotes[index] ?? token.written, hops: 0 });
  });
  return terms;
}

function expand(key: string, quote: string, depth: number, seen: Set<string>, vocabulary: Vocabulary, terms: QueryTerm[]) {
  for (const meaning of vocabulary.meanings.get(key) ?? []) {
    if (seen.has(meaning)) continue;
    seen.add(meaning);
    let analysis = vocabulary.analyzedMeanings.get(meaning);
    if (!analysis) {
      analysis = analyze(meaning, vocabulary);
      vocabulary.analyzedMeanings.set(meaning, analysis);
    }
    const weight = expansionDecay ** depth;
    for (const token of analysis.tokens.filter(scored)) terms.push({ term: token.term, weight, quote, meaning, hops: depth });
    for (const match of analysis.matches) {
      if (isCompound(match)) terms.push({ term: match.phrase.key, weight, quote, meaning, hops: depth });
      if (depth < maxExpansionDepth) expand(match.phrase.key, quote, depth + 1, seen, vocabulary, terms);
    }
  }
}
