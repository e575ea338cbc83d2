import { waterfrontLengthFt } from '#shared/berth-options.ts';
import type { BerthView, BerthZone } from '#shared/berth-views.ts';
import { dockZones, waterfrontScale, type DockZone } from '#shared/dock-geometry.ts';

// The dock map's drawing units. Along the waterfront it is to scale; across it the rows only need
// room for a name and a state letter. Row labels sit in the left margin.
export const mapWidth = 1000;
export const mapHeight = 292;
const leftMargin = 104;
const rightMargin = 16;

const tenth = (value: number) => Math.round(value * 10) / 10;

/** Where a distance along the waterfront (ft from the upstream end) falls on the drawing. */
export const xAt = waterfrontScale(leftMargin, mapWidth - leftMargin - rightMargin).x;

/** The Outer row lies on the channel side, the Inner row along the bulkhead; the service zone is one row. */
export const rowBands: Record<BerthZone, { top: number; height: number }> = {
  outer: { top: 64, height: 76 },
  inner: { top: 148, height: 76 },
  service: { top: 100, height: 124 },
};
export const waterStartX = xAt(0);
export const waterEndX = xAt(waterfrontLengthFt);
/** Where the long-term zones end and the service zone begins. */
export const zoneDividerX = xAt(dockZones.service.startFt);
export const waterTop = 56;
export const bulkheadY = 230;
export const scaleY = 252;

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

// Berths that touch end to end (the service zone's) still read as separate shapes.
const gapBetweenBerths = 1.5;

export function berthRect({ zone, position, length }: Pick<BerthView, 'zone' | 'position' | 'length'>): Rect {
  const { top, height } = rowBands[zone];
  const x = xAt(position) + gapBetweenBerths;
  return { x: tenth(x), y: top, width: tenth(xAt(position + length) - gapBetweenBerths - x), height };
}

/** A berth's name broken into lines of at most `maxChars` characters: "Service Zone 1" → "Service", "Zone 1". */
export function labelLines(name: string, maxChars = 8): string[] {
  const lines: string[] = [];
  for (const word of name.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= maxChars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

export interface ZoneBand {
  title: string;
  detail: string;
  x: number;
  width: number;
}

const thousands = new Intl.NumberFormat('en-US');
const ft = (distance: number) => thousands.format(distance);

const band = (zone: DockZone, detail: string): ZoneBand => ({
  title: zone.title,
  detail,
  x: xAt(zone.startFt),
  width: tenth(xAt(zone.endFt) - xAt(zone.startFt)),
});

/** The two zones named above the rows, with their extent in ft. */
export const zoneBands: readonly ZoneBand[] = [
  band(dockZones.longTerm, `${ft(dockZones.longTerm.startFt)}–${ft(dockZones.longTerm.endFt)} ft · double berthed`),
  band(dockZones.service, `${ft(dockZones.service.startFt)}–${ft(dockZones.service.endFt)} ft`),
];

export interface ScaleTick {
  x: number;
  label: string;
  /** The last label ends at its tick so it stays inside the drawing. */
  anchor: 'middle' | 'end';
}

/** The ft scale under the bulkhead: a tick every 250 ft, the last one carrying the unit. */
export const scaleTicks: readonly ScaleTick[] = Array.from({ length: waterfrontLengthFt / 250 + 1 }, (_, index) => {
  const distance = index * 250;
  const last = distance === waterfrontLengthFt;
  return { x: xAt(distance), label: last ? `${ft(distance)} ft` : ft(distance), anchor: last ? 'end' : 'middle' };
});
