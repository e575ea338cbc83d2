import { longTermZoneEndFt, waterfrontLengthFt } from './berth-options.ts';

export interface DockZone {
  title: string;
  /** Along the waterfront, in ft from the upstream end. */
  startFt: number;
  endFt: number;
  /** How far the zone reaches out from the bulkhead into the waterway. */
  depthFt: number;
}

/** The long-term zones, double berthed, upstream; the service zone, one row, downstream (spec part 2 §9). */
export const dockZones = {
  longTerm: { title: 'Long-term zones', startFt: 0, endFt: longTermZoneEndFt, depthFt: 100 },
  service: { title: 'Service zone', startFt: longTermZoneEndFt, endFt: waterfrontLengthFt, depthFt: 80 },
} as const satisfies Record<string, DockZone>;

export interface WaterfrontScale {
  /** Where a point along the waterfront (ft from the upstream end) falls on the drawing. */
  x: (distanceFt: number) => number;
  /** A distance in ft as drawing units. */
  length: (distanceFt: number) => number;
}

// A tenth of a drawing unit is finer than a screen shows and keeps the SVG attributes short.
const tenth = (value: number) => Math.round(value * 10) / 10;

/** The whole waterfront drawn to scale over `width` drawing units, its upstream end at `startX`. */
export function waterfrontScale(startX: number, width: number): WaterfrontScale {
  const unitsPerFt = width / waterfrontLengthFt;
  return {
    x: (distanceFt) => tenth(startX + distanceFt * unitsPerFt),
    length: (distanceFt) => tenth(distanceFt * unitsPerFt),
  };
}
