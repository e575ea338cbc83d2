import { CalendarClock, CalendarX, CircleCheck, Ruler, Ship, Wrench, type LucideIcon } from 'lucide-react';
import type { BerthState } from './berth-state.ts';

interface StateLook {
  /** The berth's shape on the map (SVG fill and stroke). */
  shape: string;
  /** Berths that cannot be booked get a dashed outline: a second cue besides colour and letter. */
  dashed: boolean;
  /** The name written on the shape; every pair clears 4.5:1. */
  shapeText: string;
  /** The badge on the card and the legend's swatch. */
  badge: string;
  icon: LucideIcon;
}

export const berthStateLook: Record<BerthState, StateLook> = {
  available: {
    shape: 'fill-sea-300 stroke-sea-900',
    dashed: false,
    shapeText: 'fill-navy-950',
    badge: 'border-sea-900 bg-sea-300 text-navy-950',
    icon: CircleCheck,
  },
  booked: {
    shape: 'fill-sand-300 stroke-navy-600',
    dashed: true,
    shapeText: 'fill-navy-950',
    badge: 'border-navy-600 border-dashed bg-sand-300 text-navy-950',
    icon: CalendarX,
  },
  misfit: {
    shape: 'fill-white stroke-navy-500',
    dashed: true,
    shapeText: 'fill-navy-900',
    badge: 'border-navy-500 border-dashed bg-white text-navy-900',
    icon: Ruler,
  },
  occupied: {
    shape: 'fill-navy-700 stroke-navy-950',
    dashed: false,
    shapeText: 'fill-white',
    badge: 'border-navy-950 bg-navy-700 text-white',
    icon: Ship,
  },
  reserved: {
    shape: 'fill-navy-300 stroke-navy-800',
    dashed: false,
    shapeText: 'fill-navy-950',
    badge: 'border-navy-800 bg-navy-300 text-navy-950',
    icon: CalendarClock,
  },
  maintenance: {
    shape: 'fill-safety-400 stroke-safety-600',
    dashed: true,
    shapeText: 'fill-navy-950',
    badge: 'border-safety-600 border-dashed bg-safety-400 text-navy-950',
    icon: Wrench,
  },
};
