import { stem } from './stem.ts';

export interface Token {
  /** The word as written, accents and apostrophes dropped, for quoting back in the reasoning ("Fourchon"). */
  written: string;
  /** The written word lowercased. */
  word: string;
  /** The stemmed form every comparison uses ("five" and "5" are both "5"). */
  term: string;
  /** A function word or request filler: skipped by phrases and never scored on its own. */
  stop: boolean;
  /** Punctuation separates this word from the one before, so no phrase spans the two. */
  breakBefore: boolean;
}

// Function words plus the filler owners wrap a request in ("we need", "looking to get").
const stopWords = new Set(
  `a about above after again against all also am an and any are as at be been before being below between both but by
  can could did do does doing done down during each either else ever every few for from further get gets getting got
  had has have having he her here hers herself him himself his how i if in into is it its itself just let like looking
  me might more most must my myself need needed needs neither no nor not now of off on once only or other our ours
  ourselves over own please same shall she should so some such than that the their theirs them themselves then
  there these they this those through to too under until up us very want wanted wants was we were what when where
  whether which while who whom why will with would you your yours yourself yourselves hi hello thanks thank`
    .split(/\s+/)
    .filter(Boolean),
);

const numberWords: Record<string, string> = {
  zero: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  eleven: '11',
  twelve: '12',
  thirteen: '13',
  fourteen: '14',
  fifteen: '15',
  twenty: '20',
  thirty: '30',
};

// A sentence or clause ends at these; "10,000" and "2.5" are numbers, not two clauses.
const isBreak = (gap: string) => /[.,;:!?()\n]/.test(gap) && !/^[.,]$/.test(gap);

/** The words of the text, as written and lowercased, accents and apostrophes dropped ("owner's" → "owners"), digits kept ("480v"). */
export function tokenize(text: string): Token[] {
  const normalized = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/(\w)['’](\w)/g, '$1$2');
  const tokens: Token[] = [];
  let previousEnd = 0;
  for (const match of normalized.matchAll(/[a-z0-9]+/gi)) {
    const written = match[0];
    const word = written.toLowerCase();
    const gap = normalized.slice(previousEnd, match.index);
    previousEnd = match.index + written.length;
    const canonical = numberWords[word] ?? word;
    tokens.push({
      written,
      word,
      term: stem(canonical),
      stop: stopWords.has(canonical) || (canonical.length === 1 && !/\d/.test(canonical)),
      breakBefore: tokens.length > 0 && isBreak(gap),
    });
  }
  return tokens;
}

/** A bare number ("180", "14") says nothing alone; inside a phrase ("14 and 14") it does. */
export const isBareNumber = (token: Token) => /^\d+$/.test(token.term);
