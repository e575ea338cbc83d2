// Urgency written in an owner's own words ("tonight", "taking on water", "dead ship") counts like
// the form's Urgency field set to emergency. A cue negated in its clause ("not urgent", "isn't an
// emergency", "the boat is not stuck") does not count, and words that are only urgent at the end
// of a request ("need a mechanic now") are not read inside one ("we now run three boats").
// The kinds of trouble (emergency-situations.ts) count as urgent too, and are told apart from timing.
import { situationPatterns, type EmergencyKind } from './emergency-situations.ts';

/** Only this much of a description is read: a cue that matters is written near the start. */
const maxChars = 4000;
/** How many words before a cue a negation still applies to it. */
const negationReach = 3;

/** Timing and alarm words: urgent, but no particular trouble. */
const timingCues: readonly RegExp[] = [
  /\btonight\b/,
  /\bright now\b/,
  /\bright away\b/,
  /\bimmediately\b/,
  /\bat once\b/,
  /\ba\.?s\.?a\.?p\b/,
  /\burgent(?:ly)?\b/,
  /\bemergency\b/,
  /\bmayday\b/,
  /\bstuck\b/,
  /\b(?:by|before) (?:the )?(?:morning|first light|daylight|midnight)\b/,
];

/** Urgent only as the last word of a clause: "need it now", "get out there today". */
const clauseEndCues: readonly RegExp[] = [/\bnow\s*$/, /\btoday\s*$/];

interface Cue {
  pattern: RegExp;
  /** The trouble the words name; none for timing words. */
  kind?: EmergencyKind;
}

const situationCues: readonly Cue[] = situationPatterns.flatMap(({ kind, patterns }) => patterns.map((pattern) => ({ pattern, kind })));
// Timing words first, so the words quoted back stay the ones the owner led with before situations were told apart.
const allCues: readonly Cue[] = [
  ...timingCues.map((pattern) => ({ pattern })),
  ...situationCues,
  ...clauseEndCues.map((pattern) => ({ pattern })),
];

export interface HeardUrgency {
  /** The words as the owner wrote them. */
  words: string;
  kind?: EmergencyKind;
}

const negations = new Set(['no', 'not', 'nothing', 'never', 'without', "isn't", "aren't", "wasn't", "don't", "doesn't", 'non']);

function negated(clause: string, cueStart: number): boolean {
  const before = clause.slice(0, cueStart).trim().split(/\s+/).slice(-negationReach);
  return before.some((word) => negations.has(word));
}

const clausesOf = (text: string) => text.split(/[.,;:!?()\n]+|\bbut\b|\bthough\b/);

/** The first words, as the owner wrote them, that match one of the cues and are not negated. */
function hear(description: string, cues: readonly Cue[]): HeardUrgency | undefined {
  const original = description.slice(0, maxChars).replaceAll('\0', ' ');
  const normalized = original.toLowerCase().replaceAll('’', "'");
  // Lowercasing a few letters ("İ") changes the length; then the cue is quoted lowercased.
  const quoted = normalized.length === original.length ? original : normalized;
  let offset = 0;
  for (const clause of clausesOf(normalized)) {
    const start = normalized.indexOf(clause, offset);
    offset = start + clause.length;
    for (const { pattern, kind } of cues) {
      const match = pattern.exec(clause);
      if (!match || negated(clause, match.index)) continue;
      const from = start + match.index;
      return { words: quoted.slice(from, from + match[0].trimEnd().length), kind };
    }
  }
  return undefined;
}

/** The words, as the owner wrote them, that make the request urgent; undefined when none do. */
export const heardUrgency = (description: string): string | undefined => hear(description, allCues)?.words;

/** The trouble the description names (water coming in, fire, a spill...), with the words that name it. */
export const heardSituation = (description: string): HeardUrgency | undefined => hear(description, situationCues);
