// The kinds of trouble that make a request an emergency whatever words the owner picks: water coming
// in, fire, a spill, a grounding, someone overboard or hurt, a collision, a vessel adrift, power or
// steering lost. Each kind is a few patterns for how people say it; the first kind heard wins.
// Timing words ("tonight", "ASAP") live in urgency-cues.ts: they make matched work urgent, while a
// situation here leads with the 24/7 line even when no service matches (decision 096).

export type EmergencyKind =
  | 'flooding'
  | 'fire'
  | 'spill'
  | 'grounding'
  | 'person overboard'
  | 'injury'
  | 'collision'
  | 'adrift'
  | 'loss of power'
  | 'loss of steering';

export const situationPatterns: readonly { kind: EmergencyKind; patterns: readonly RegExp[] }[] = [
  {
    kind: 'flooding',
    patterns: [
      /\btaking (?:on )?water\b/,
      /\bwater (?:is |was )?(?:coming|pouring|rushing|gushing|getting|flowing|leaking) (?:in|into)\b/,
      /\b(?:flooding|flooded|floods)\b/,
      /\b(?:sinking|sank|sunk|swamped|capsiz\w*)\b/,
      /\bsprang a leak\b/,
      /\bleak\w* below the waterline\b/,
      /\bhole in (?:the|her|our|my) hull\b/,
      /\bholed\b/,
      /\bpumps? (?:can't|cannot|can not|couldn't) keep up\b/,
    ],
  },
  {
    kind: 'fire',
    patterns: [
      // "fire watch", "firemain" and the like are equipment, not a fire.
      /\bfires?\b(?! (?:watch|main|pump|extinguisher|suppression|detection|alarm|drill|safety|system|hose|station|scare))/,
      /\bsmoke (?:is |was )?(?:coming|pouring|billowing|in)\b/,
      /\b(?:burning|explosion|exploded)\b/,
    ],
  },
  {
    kind: 'spill',
    patterns: [
      /\bspill(?:s|ed|ing)?\b/,
      /\bsheen\b/,
      /\bleak\w* (?:\w+ ){0,2}(?:diesel|fuel|oil)\b/,
      /\b(?:diesel|fuel|oil)\b(?: \w+){0,2} (?:leaking|spilling|spreading|pouring|going) (?:into|in|on|over|around|across)\b/,
    ],
  },
  {
    kind: 'grounding',
    patterns: [
      /\baground\b/,
      /\bgrounded (?:on|in|at|near|off)\b/,
      /\b(?:hit|struck|on|onto) (?:a |the )?(?:sandbar|sand bar|bottom|shoal|reef|oyster reef|mud flat)\b/,
    ],
  },
  {
    kind: 'person overboard',
    patterns: [
      /\b(?:man|person|crew ?member|crewman|deckhand|hand|someone|somebody) overboard\b/,
      /\b(?:fell|fallen|went|washed|knocked) (?:overboard|over the side|in the water|into the water)\b/,
      /\b(?:fell|fallen) off (?:the |a )?(?:boat|barge|vessel|dock|deck|rig)\b/,
    ],
  },
  {
    kind: 'injury',
    patterns: [
      /\binjur(?:ed|y|ies)\b/,
      /\bhurt\b/,
      /\bbleeding\b/,
      /\bunconscious\b/,
      /\bmedevac\b/,
      /\bmedical (?:evacuation|emergency)\b/,
      /\bbroke (?:his|her|their|a|my) (?:arm|leg|wrist|ankle|back|ribs?|hand|foot)\b/,
    ],
  },
  {
    kind: 'collision',
    patterns: [/\bcollid\w*/, /\bcollision\b/, /\ballision\b/, /\brammed\b/, /\b(?:hit|struck) by (?:a|an|another|the)\b/],
  },
  {
    kind: 'adrift',
    patterns: [
      /\bdragging (?:\w+ )?anchors?\b/,
      /\banchors? (?:is |are )?dragging\b/,
      /\badrift\b/,
      /\bdrifting\b/,
      /\bbroke (?:loose|free|away)\b/,
      /\bparted (?:the |a |her |our )?(?:\w+ )?(?:line|hawser|tow|mooring)s?\b/,
    ],
  },
  {
    kind: 'loss of power',
    patterns: [
      /\blost (?:all )?(?:power|propulsion|both engines|the engines?|(?:the |our )?main engines?)\b/,
      /\b(?:no|without) (?:power|propulsion)\b/,
      /\bblack ?out\b/,
      /\bdead ship\b/,
      /\bdead in the water\b/,
      /\b(?:engines?|generators?|gensets?|mains) (?:died|quit|failed|went down|shut down|stopped)\b/,
    ],
  },
  {
    kind: 'loss of steering',
    patterns: [/\b(?:lost|no|without) (?:\w+ )?steering\b/, /\bsteering (?:\w+ )?(?:failed|failure|is out|went out|stuck|jammed|gone)\b/],
  },
];
