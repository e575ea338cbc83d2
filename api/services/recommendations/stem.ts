// The Porter stemmer (from the `stemmer` package), so "hauled", "hauling" and "hauls" all index as
// "haul". It is written for English prose: tokens with digits ("480v", "3516") and words of three
// letters or fewer are returned as they are, since those are mostly acronyms ("ABS", "PMS", "AIS")
// or "gas".
import { stemmer } from 'stemmer';

export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  return stemmer(word);
}
