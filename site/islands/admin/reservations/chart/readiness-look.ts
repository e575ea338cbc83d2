import { ArrowUpFromLine, Check, CircleAlert, Clock, type LucideIcon } from 'lucide-react';
import type { Readiness } from '#shared/berth-readiness.ts';

/** Each readiness's colour and shape on the chart; the icon and the words say it without the colour. */
export const readinessLook: Record<Readiness, { bar: string; swatch: string; Icon: LucideIcon }> = {
  ready: { bar: 'bg-sea-700 text-white ring-sea-800', swatch: 'bg-sea-700 text-white', Icon: Check },
  'to-haul': { bar: 'bg-safety-600 text-white ring-safety-600', swatch: 'bg-safety-600 text-white', Icon: ArrowUpFromLine },
  waiting: { bar: 'bg-sand-200 text-navy-900 ring-safety-500', swatch: 'bg-sand-200 text-navy-900', Icon: Clock },
  'not-told': {
    bar: 'bg-white text-navy-900 ring-navy-400 border-2 border-dashed border-navy-400',
    swatch: 'bg-white text-navy-900 border-2 border-dashed border-navy-400',
    Icon: CircleAlert,
  },
};
