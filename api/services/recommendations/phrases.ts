import { tokenize, type Token } from './tokenize.ts';

// A phrase is a sequence of steps. Plain phrases ("haul out") match their words in order, letting a
// couple of function words sit between them ("hauled her out"). The pattern syntax adds
// alternatives ("buy|sell") and "~" for "within a few words" ("sell ~ barge" matches "sell our two
// barges"). No phrase reaches across punctuation into the next clause.

interface Step {
  /** Stems this step accepts, or exact words when `exact` is set. */
  terms: ReadonlySet<string>;
  exact: boolean;
  /** Any tokens, not just function words, may come before this step. */
  near: boolean;
}

export interface Phrase {
  text: string;
  /** Stable id of the phrase, also its compound index term (e.g. "haul_out"). */
  key: string;
  steps: readonly Step[];
}

export interface PhraseMatch {
  phrase: Phrase;
  start: number;
  /** One past the last matched token. */
  end: number;
}

/** Function words a plain phrase may skip between two of its words ("hauled her out"). */
const maxStopWordGap = 2;
/** Words, and separately function words, a "~" step may skip ("sell our two 180 ft barges"). */
const maxNearGap = 3;
/** A "~" step stops at these: what follows is another phrase ("buy groceries for the tug"). */
const phraseBoundaries = new Set(['for', 'to', 'from', 'with', 'at', 'on', 'in', 'into', 'by', 'and', 'or', 'but']);

interface DraftStep extends Step {
  stop: boolean;
}

export function compilePhrase(text: string): Phrase | undefined {
  const draft: DraftStep[] = [];
  let near = false;
  let patterned = false;
  for (const chunk of text.trim().split(/\s+/)) {
    if (chunk === '~') {
      near = patterned = true;
      continue;
    }
    const alternatives = chunk.split('|');
    if (alternatives.length > 1) {
      patterned = true;
      const tokens = alternatives.flatMap((alternative) => tokenize(alternative).slice(0, 1));
      const terms = new Set(tokens.map((token) => token.term));
      draft.push({ terms, exact: false, near, stop: tokens.every((token) => token.stop) });
    } else {
      // One chunk can hold several words once punctuation splits it ("five-year", "S&P").
      for (const [index, token] of tokenize(chunk).entries()) {
        draft.push({ terms: new Set([token.term]), exact: false, near: near && index === 0, stop: token.stop });
      }
    }
    near = false;
  }
  const kept = patterned ? draft : withoutFunctionWords(draft);
  const [only] = kept;
  if (!only) return undefined;
  const steps = kept.length === 1 && !patterned ? [asWritten(only, text)] : kept.map(({ stop: _stop, ...step }) => step);
  return { text, key: steps.map((step) => [...step.terms].sort().join('|')).join('_'), steps };
}

/** Drops function words from a plain phrase unless that would leave a single word ("on the blocks"). */
function withoutFunctionWords(steps: DraftStep[]): DraftStep[] {
  const content = steps.filter((step) => !step.stop);
  return content.length >= 2 || steps.length === 1 ? content : steps;
}

/**
 * A one-word synonym written as a plural is slang in that form: "mains" means main engines, while
 * "main" alone ("main deck", "fire main") must not. Such a word matches only as written.
 */
function asWritten(step: Step, text: string): Step {
  const word = text.trim().toLowerCase();
  const [term] = step.terms;
  const plural = /^[a-z]+s$/.test(word) && !word.endsWith('ss') && term !== word;
  return plural ? { terms: new Set([word]), exact: true, near: false } : { terms: step.terms, exact: false, near: false };
}

const accepts = (step: Step, token: Token) => step.terms.has(step.exact ? token.word : token.term);

export interface PhraseIndex {
  /** Phrases by a term of their first step, so matching only tries plausible phrases. */
  byFirstTerm: ReadonlyMap<string, readonly Phrase[]>;
}

export function indexPhrases(phrases: Iterable<Phrase>): PhraseIndex {
  const byFirstTerm = new Map<string, Phrase[]>();
  for (const phrase of phrases) {
    for (const term of phrase.steps[0]?.terms ?? []) {
      const list = byFirstTerm.get(term) ?? [];
      list.push(phrase);
      byFirstTerm.set(term, list);
    }
  }
  return { byFirstTerm };
}

/** Where `step` matches after `position`, skipping what the step allows, or undefined. */
function nextMatch(tokens: readonly Token[], position: number, step: Step): number | undefined {
  let skippedWords = 0;
  let skippedFunctionWords = 0;
  for (let next = position + 1; next < tokens.length; next += 1) {
    const candidate = tokens[next];
    if (!candidate || candidate.breakBefore) return undefined;
    if (accepts(step, candidate)) return next;
    if (step.near && phraseBoundaries.has(candidate.word)) return undefined;
    if (candidate.stop) skippedFunctionWords += 1;
    else if (step.near) skippedWords += 1;
    else return undefined;
    if (skippedWords > maxNearGap || skippedFunctionWords > (step.near ? maxNearGap : maxStopWordGap)) return undefined;
  }
  return undefined;
}

function matchAt(tokens: readonly Token[], start: number, phrase: Phrase): number | undefined {
  const [first, ...rest] = phrase.steps;
  const token = tokens[start];
  if (!first || !token || !accepts(first, token)) return undefined;
  let position: number | undefined = start;
  for (const step of rest) {
    position = nextMatch(tokens, position, step);
    if (position === undefined) return undefined;
  }
  return position + 1;
}

/** Every occurrence of every indexed phrase, overlapping ones included, in text order. */
export function findPhrases(tokens: readonly Token[], index: PhraseIndex): PhraseMatch[] {
  const matches: PhraseMatch[] = [];
  tokens.forEach((token, start) => {
    const candidates = new Set([...(index.byFirstTerm.get(token.term) ?? []), ...(index.byFirstTerm.get(token.word) ?? [])]);
    for (const phrase of candidates) {
      const end = matchAt(tokens, start, phrase);
      if (end !== undefined) matches.push({ phrase, start, end });
    }
  });
  return matches;
}
