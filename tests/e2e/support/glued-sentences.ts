import type { Locator } from '@playwright/test';

/**
 * A sentence's end run into the next word: "hot work.24/7 emergency", "the 24/7 line:(985)". Astro and
 * JSX both drop the line break between a line of text and the expression or element on the next line,
 * so text split over lines in the source reads glued on the page unless a `{' '}` keeps the space.
 */
const sentenceEndGlued = /[a-z)][.:!?][A-Z0-9(]/g;

/** Words where that pattern is no sentence end: academic titles, addresses and links. */
const notSentenceEnds: readonly RegExp[] = [/^Ph\.D/, /@/, /:\/\//, /^www\./];

/** Each place in `text` where a sentence runs into the next word, with a little of the text around it. */
export function gluedSentences(text: string): string[] {
  const glued: string[] = [];
  for (const match of text.matchAll(sentenceEndGlued)) {
    const start = text.lastIndexOf(' ', match.index) + 1;
    const end = text.indexOf(' ', match.index);
    const word = text.slice(start, end === -1 ? undefined : end);
    if (notSentenceEnds.some((pattern) => pattern.test(word))) continue;
    glued.push(text.slice(Math.max(0, match.index - 30), match.index + 30).replace(/\s+/g, ' '));
  }
  return glued;
}

/**
 * The text under `root` as it is written: inline elements (links, emphasis, spans) run together with
 * the text around them exactly as in the HTML, and each block-level element, form control and <br>
 * starts a new line. Scripts, styles and drawings are left out; text hidden until opened (a menu, a
 * dialog) is kept, as a screen reader or the opened page still meets it.
 */
export function writtenText(root: Locator): Promise<string> {
  return root.evaluate((element) => {
    const inline = new Set('A ABBR B CODE DATA EM I KBD MARK Q S SMALL SPAN STRONG SUB SUP TIME U'.split(' '));
    const skipped = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'svg']);
    const read = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
      if (!(node instanceof Element) || skipped.has(node.tagName)) return '';
      const inner = Array.from(node.childNodes, read).join('');
      return inline.has(node.tagName) ? inner : `\n${inner}\n`;
    };
    return read(element);
  });
}
