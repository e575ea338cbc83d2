import { inflateSync } from 'node:zlib';

// Reads back the text of a PDF that pdfkit wrote with its standard fonts: each content stream is
// inflated, and the strings of its text operators (hex, in the font's WinAnsi codes) decoded. One
// line per text operator, in drawing order; enough to find what a page says, not a general reader.

const streamPattern = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
const textOperator = /\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g;
const hexString = /<([0-9a-fA-F]*)>/g;

// WinAnsi differs from Latin-1 in 0x80–0x9f; the few the tests meet.
const winAnsi: Record<number, string> = { 145: '‘', 146: '’', 147: '“', 148: '”', 150: '–', 151: '—', 149: '•', 133: '…' };

const decodeHex = (hex: string) =>
  (hex.match(/../g) ?? [])
    .map((pair) => {
      const code = Number.parseInt(pair, 16);
      return winAnsi[code] ?? String.fromCharCode(code);
    })
    .join('');

function contentStreams(pdf: Uint8Array): string[] {
  const raw = Buffer.from(pdf).toString('latin1');
  const contents: string[] = [];
  for (const match of raw.matchAll(streamPattern)) {
    const bytes = Buffer.from(match[1] ?? '', 'latin1');
    try {
      contents.push(inflateSync(bytes).toString('latin1'));
    } catch {
      // Not a deflated stream (an image, a font): it holds no text operators.
    }
  }
  return contents;
}

/** The PDF's text lines, page after page. */
export function pdfTextLines(pdf: Uint8Array): string[] {
  return contentStreams(pdf).flatMap((content) =>
    [...content.matchAll(textOperator)].map(([, array, single]) =>
      array === undefined ? decodeHex(single ?? '') : [...array.matchAll(hexString)].map(([, hex]) => decodeHex(hex ?? '')).join(''),
    ),
  );
}

/** All of the PDF's text, its lines joined by line breaks. */
export const pdfText = (pdf: Uint8Array): string => pdfTextLines(pdf).join('\n');

/** The PDF's running text with each run of white space as one space, so a value wrapped over lines reads whole. */
export const pdfRunningText = (pdf: Uint8Array): string => pdfTextLines(pdf).join(' ').replace(/\s+/g, ' ');
