// Urgency written in an owner's own words ("tonight", "taking on water", "dead ship") counts like
// the form's Urgency field set to emergency. A cue negated in its clause ("not urgent", "isn't an
// emergency", "the boat is not stuck") does not count, and words that are only urgent at the end
// of a request ("need a mechanic now") are not read inside one ("we now run three boats").

/** Only this much of a description is read: a cue that matters is written near the start. */
const maxChars = 4000;
/** How many words before a cue a negation still applies to it. */
const negationReach = 3;

const cues: readonly RegExp[] = [
  /\btonight\b/,
  /\bright now\b/,
  /\bright away\b/,
  /\bimmediately\b/,
  /\bat once\b/,
  /\ba\.?s\.?a\.?p\b/,
  /\burgent(?:ly)?\b/,
  /\bemergency\b/,
  /\bmayday\b/,
  /\bspill(?:s|ed|ing)?\b/,
  /\btaking (?:on )?water\b/,
  /\bsinking\b/,
  /\bflooding\b/,
  /\baground\b/,
  /\bstuck\b/,
  /\bdead ship\b/,
  /\bdead in the water\b/,
  /\blost all power\b/,
  /\b(?:caught|on) fire\b/,
  /\bhole in the hull\b/,
  /\bleaking (?:diesel|fuel|oil)\b/,
  /\b(?:by|before) (?:the )?(?:morning|first light|daylight|midnight)\b/,
];

/** Urgent only as the last word of a clause: "need it now", "get out there today". */
const clauseEndCues: readonly RegExp[] = [/\bnow\s*$/, /\btoday\s*$/];

const negations = new Set(['no', 'not', 'nothing', 'never', 'without', "isn't", "aren't", "wasn't", "don't", "doesn't", 'non']);

function negated(clause: string, cueStart: number): boolean {
  const before = clause.slice(0, cueStart).trim().split(/\s+/).slice(-negationReach);
  return before.some((word) => negations.has(word));
}

const clausesOf = (text: string) => text.split(/[.,;:!?()\n]+|\bbut\b|\bthough\b/);

/** The words, as the owner wrote them, that make the request urgent; undefined when none do. */
export function heardUrgency(description: string): string | undefined {
  const original = description.slice(0, maxChars).replaceAll('\0', ' ');
  const normalized = original.toLowerCase().replaceAll('’', "'");
  // Lowercasing a few letters ("İ") changes the length; then the cue is quoted lowercased.
  const quoted = normalized.length === original.length ? original : normalized;
  let offset = 0;
  for (const clause of clausesOf(normalized)) {
    const start = normalized.indexOf(clause, offset);
    offset = start + clause.length;
    for (const cue of [...cues, ...clauseEndCues]) {
      const match = cue.exec(clause);
      if (!match || negated(clause, match.index)) continue;
      const from = start + match.index;
      return quoted.slice(from, from + match[0].trimEnd().length);
    }
  }
  return undefined;
}
