// The Porter stemmer (M. F. Porter, 1980), so "hauled", "hauling" and "hauls" all index as "haul".
// It is written for English prose: tokens with digits ("480v", "3516") and words of three letters or
// fewer are returned as they are, since those are mostly acronyms ("ABS", "PMS", "AIS") or "gas".

const isConsonantAt = (word: string, index: number): boolean => {
  const letter = word[index];
  if (letter === 'a' || letter === 'e' || letter === 'i' || letter === 'o' || letter === 'u') return false;
  if (letter === 'y') return index === 0 || !isConsonantAt(word, index - 1);
  return true;
};

/** Porter's m: the number of vowel–consonant sequences in the stem. */
function measure(stem: string): number {
  let count = 0;
  let index = 0;
  while (index < stem.length && isConsonantAt(stem, index)) index += 1;
  while (index < stem.length) {
    while (index < stem.length && !isConsonantAt(stem, index)) index += 1;
    if (index >= stem.length) break;
    count += 1;
    while (index < stem.length && isConsonantAt(stem, index)) index += 1;
  }
  return count;
}

const hasVowel = (stem: string) => [...stem].some((_, index) => !isConsonantAt(stem, index));

const endsWithDoubleConsonant = (word: string) =>
  word.length >= 2 && word.at(-1) === word.at(-2) && isConsonantAt(word, word.length - 1);

/** Consonant–vowel–consonant at the end, the last not w, x or y ("hop", not "hoop" or "snow"). */
function endsCvc(word: string): boolean {
  const last = word.length - 1;
  if (last < 2) return false;
  if (!isConsonantAt(word, last) || isConsonantAt(word, last - 1) || !isConsonantAt(word, last - 2)) return false;
  const letter = word[last];
  return letter !== 'w' && letter !== 'x' && letter !== 'y';
}

type Rule = readonly [suffix: string, replacement: string];

/** Replaces the first matching suffix when the remaining stem's measure passes `condition`. */
function applyRules(word: string, rules: readonly Rule[], condition: (stem: string) => boolean): string {
  for (const [suffix, replacement] of rules) {
    if (!word.endsWith(suffix)) continue;
    const stem = word.slice(0, -suffix.length);
    return condition(stem) ? stem + replacement : word;
  }
  return word;
}

const step2Rules: Rule[] = [
  ['ational', 'ate'], ['tional', 'tion'], ['enci', 'ence'], ['anci', 'ance'], ['izer', 'ize'], ['abli', 'able'],
  ['alli', 'al'], ['entli', 'ent'], ['eli', 'e'], ['ousli', 'ous'], ['ization', 'ize'], ['ation', 'ate'],
  ['ator', 'ate'], ['alism', 'al'], ['iveness', 'ive'], ['fulness', 'ful'], ['ousness', 'ous'], ['aliti', 'al'],
  ['iviti', 'ive'], ['biliti', 'ble'],
];
const step3Rules: Rule[] = [
  ['icate', 'ic'], ['ative', ''], ['alize', 'al'], ['iciti', 'ic'], ['ical', 'ic'], ['ful', ''], ['ness', ''],
];
const step4Suffixes = [
  'al', 'ance', 'ence', 'er', 'ic', 'able', 'ible', 'ant', 'ement', 'ment', 'ent', 'ion', 'ou', 'ism', 'ate', 'iti',
  'ous', 'ive', 'ize',
];

function step1ab(word: string): string {
  if (word.endsWith('sses') || word.endsWith('ies')) word = word.slice(0, -2);
  else if (word.endsWith('s') && !word.endsWith('ss')) word = word.slice(0, -1);

  if (word.endsWith('eed')) return measure(word.slice(0, -3)) > 0 ? word.slice(0, -1) : word;
  const suffix = word.endsWith('ed') ? 'ed' : word.endsWith('ing') ? 'ing' : undefined;
  if (!suffix) return word;
  const stem = word.slice(0, -suffix.length);
  if (!hasVowel(stem)) return word;
  if (stem.endsWith('at') || stem.endsWith('bl') || stem.endsWith('iz')) return `${stem}e`;
  if (endsWithDoubleConsonant(stem) && !/[lsz]$/.test(stem)) return stem.slice(0, -1);
  if (measure(stem) === 1 && endsCvc(stem)) return `${stem}e`;
  return stem;
}

function step4(word: string): string {
  // Longest suffix first, so "ement" wins over "ment" and "ent".
  const suffix = step4Suffixes.filter((candidate) => word.endsWith(candidate)).sort((a, b) => b.length - a.length)[0];
  if (!suffix) return word;
  const stem = word.slice(0, -suffix.length);
  if (measure(stem) <= 1) return word;
  if (suffix === 'ion' && !/[st]$/.test(stem)) return word;
  return stem;
}

function step5(word: string): string {
  if (word.endsWith('e')) {
    const stem = word.slice(0, -1);
    const m = measure(stem);
    if (m > 1 || (m === 1 && !endsCvc(stem))) word = stem;
  }
  if (measure(word) > 1 && endsWithDoubleConsonant(word) && word.endsWith('l')) word = word.slice(0, -1);
  return word;
}

export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  let result = step1ab(word);
  if (result.endsWith('y') && hasVowel(result.slice(0, -1))) result = `${result.slice(0, -1)}i`;
  result = applyRules(result, step2Rules, (candidate) => measure(candidate) > 0);
  result = applyRules(result, step3Rules, (candidate) => measure(candidate) > 0);
  result = step4(result);
  return step5(result);
}
