import { addDays } from '#shared/stay-dates.ts';

/** Something taking a berth's nights: [startsOn, endsOn), endsOn null meaning until further notice. */
export interface Span {
  startsOn: string;
  endsOn: string | null;
}

/** Where a span lies on the chart: its first column, how many columns, and whether it runs past either edge. */
export interface BarPlace {
  column: number;
  span: number;
  beforeWindow: boolean;
  afterWindow: boolean;
}

/** The window's days, one a column, from `from` for `days` days. */
export function windowDays(from: string, days: number): string[] {
  return Array.from({ length: days }, (_, index) => addDays(from, index));
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** A span's nights clipped to the window [from, from + days), or null when it takes none of them. */
export function placeBar(span: Span, from: string, days: number): BarPlace | null {
  const first = daysBetween(from, span.startsOn);
  const end = span.endsOn === null ? Number.POSITIVE_INFINITY : daysBetween(from, span.endsOn);
  if (end <= 0 || first >= days || end <= first) return null;
  const column = Math.max(first, 0);
  return { column, span: Math.min(end, days) - column, beforeWindow: first < 0, afterWindow: end > days };
}

/** The nights two chosen days cover, whichever was chosen first: a block's start and the day after its last night. */
export function selectionRange(a: string, b: string): { startsOn: string; endsOn: string } {
  const [first, last] = a <= b ? [a, b] : [b, a];
  return { startsOn: first, endsOn: addDays(last, 1) };
}

/** The next cell on an arrow key in a grid of `rows` × `columns`, kept inside it; null for any other key. */
export function moveCell(
  key: string,
  at: { row: number; column: number },
  rows: number,
  columns: number,
): { row: number; column: number } | null {
  const clamp = (value: number, size: number) => Math.min(Math.max(value, 0), size - 1);
  const moves: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
  const move = moves[key];
  if (key === 'Home') return { row: at.row, column: 0 };
  if (key === 'End') return { row: at.row, column: columns - 1 };
  if (!move) return null;
  return { row: clamp(at.row + move[0], rows), column: clamp(at.column + move[1], columns) };
}
