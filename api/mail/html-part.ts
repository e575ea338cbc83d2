import { linkedRuns } from '#shared/linked-text.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The plain-text mail as an HTML part: the same words, line for line, every web address an anchor.
 * Made only from the text, escaped, so nothing in a name or a message can become markup.
 */
export function htmlOfText(text: string): string {
  const body = linkedRuns(text)
    .map(({ text: words, href }) => (href ? `<a href="${escapeHtml(href)}">${escapeHtml(words)}</a>` : escapeHtml(words)))
    .join('');
  return `<!doctype html><html><body><div style="white-space:pre-wrap;font-family:sans-serif">${body}</div></body></html>`;
}
