/** A run of a mail's plain text: words as they are, or a web address to show as a link. */
export type TextRun = { text: string; href?: undefined } | { text: string; href: string };

// A sentence may end right after an address; its closing punctuation is not part of it.
const webAddress = /https?:\/\/[^\s<>"]+/g;
const closingPunctuation = /[.,;:!?)]+$/;

/**
 * Plain text cut into runs, each http(s) address its own run with the address as its target, so a
 * reader can make links of them without reading any markup out of the text.
 */
export function linkedRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  let from = 0;
  for (const match of text.matchAll(webAddress)) {
    const address = match[0].replace(closingPunctuation, '');
    if (match.index > from) runs.push({ text: text.slice(from, match.index) });
    runs.push({ text: address, href: address });
    from = match.index + address.length;
  }
  if (from < text.length) runs.push({ text: text.slice(from) });
  return runs;
}
