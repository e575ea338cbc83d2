import type { LeaseBlock, LeaseBlockKind, LeaseSegment } from './berth-views.ts';

// The lease as a document, for the review page and the PDF alike: line by line, each line known as
// a title, clause heading, lettered item, label and value, paragraph or blank line, and the values
// filled into the template marked so they can be highlighted. Joined again, the lines are exactly
// the lease text the signer's hash is over (leaseDocumentText).

const placeholder = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g;
const headingLine = /^(\d+\.\s+)[A-Z][A-Z0-9 ()&,.'-]*$/;
const itemLine = /^([a-z]\.\s+)\S/;
// A short label of plain words: "Berth: ", "24-hour emergency line: "; never a sentence with a colon in it.
const fieldLine = /^([A-Z0-9][A-Za-z0-9 '-]{0,40}:\s+)\S/;

interface LineShape {
  kind: LeaseBlockKind;
  marker: string;
}

/** What a line is, read from its own text; the document's first line is its title. */
function lineShape(line: string, isFirst: boolean): LineShape {
  if (line.trim() === '') return { kind: 'blank', marker: '' };
  if (isFirst) return { kind: 'title', marker: '' };
  const heading = headingLine.exec(line);
  if (heading?.[1]) return { kind: 'heading', marker: heading[1] };
  const item = itemLine.exec(line);
  if (item?.[1]) return { kind: 'item', marker: item[1] };
  const field = fieldLine.exec(line);
  if (field?.[1]) return { kind: 'field', marker: field[1] };
  return { kind: 'paragraph', marker: '' };
}

const blankBlock = (): LeaseBlock => ({ kind: 'blank', marker: '', segments: [] });

/** A template line's text with each placeholder replaced by its value, as segments; null when a value is missing. */
function filledSegments(text: string, values: Readonly<Record<string, string>>): LeaseSegment[] | null {
  const segments: LeaseSegment[] = [];
  let from = 0;
  for (const match of text.matchAll(placeholder)) {
    const name = match[1] ?? '';
    const value = values[name];
    if (value === undefined) return null;
    segments.push({ text: text.slice(from, match.index) }, { text: value, placeholder: name });
    from = match.index + match[0].length;
  }
  segments.push({ text: text.slice(from) });
  return segments.filter((segment) => segment.text !== '');
}

/** Segments cut at each line break a value holds (charge lines, special terms of several lines). */
function splitAtLineBreaks(segments: LeaseSegment[]): LeaseSegment[][] {
  const lines: LeaseSegment[][] = [[]];
  for (const segment of segments) {
    segment.text.split('\n').forEach((part, index) => {
      if (index > 0) lines.push([]);
      if (part !== '') lines.at(-1)?.push({ ...segment, text: part });
    });
  }
  return lines;
}

/**
 * The lease drawn from its template and the values filled in, its values marked. What a line is
 * comes from the template's own wording, never from a value: a lessee's special terms reading
 * "1. FUEL" stay a paragraph. Null when the template names a value that is not given.
 */
export function fillLeaseDocument(template: string, values: Readonly<Record<string, string>>): LeaseBlock[] | null {
  const blocks: LeaseBlock[] = [];
  let titled = false;
  for (const templateLine of template.split('\n')) {
    // A line made by a value alone (the charge lines) has no wording of its own: it is a paragraph.
    const shape = lineShape(templateLine, !titled && templateLine.trim() !== '' && !templateLine.startsWith('{{'));
    titled ||= shape.kind === 'title';
    const segments = filledSegments(templateLine.slice(shape.marker.length), values);
    if (!segments) return null;
    splitAtLineBreaks(segments).forEach((line, index) => {
      if (index === 0 && (shape.marker !== '' || line.length > 0)) blocks.push({ ...shape, segments: line });
      else if (line.length === 0) blocks.push(blankBlock());
      else blocks.push({ kind: 'paragraph', marker: '', segments: line });
    });
  }
  return blocks;
}

/** A lease kept only as text (one written before its template had a version): the same shapes, nothing highlighted. */
export function parseLeaseText(text: string): LeaseBlock[] {
  let titled = false;
  return text.split('\n').map((line) => {
    const shape = lineShape(line, !titled);
    titled ||= shape.kind === 'title';
    const rest = line.slice(shape.marker.length);
    return { ...shape, segments: rest === '' ? [] : [{ text: rest }] };
  });
}

/** One line of the lease as written: its marker, then its segments. */
export const leaseBlockText = (block: LeaseBlock): string => block.marker + block.segments.map((segment) => segment.text).join('');

/** The lease text again, exactly: the lines joined by line breaks. */
export const leaseDocumentText = (blocks: readonly LeaseBlock[]): string => blocks.map(leaseBlockText).join('\n');
