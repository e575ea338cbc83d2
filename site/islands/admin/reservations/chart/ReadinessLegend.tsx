import { readinessLevels, readinessWords } from '#shared/berth-readiness.ts';
import type { ChartStorm } from '#shared/berth-chart-views.ts';
import { readinessLook } from './readiness-look.ts';

/** What the chart's colours mean while a storm stage is set: the stage, then each readiness with its icon and words. */
export function ReadinessLegend({ storm }: { storm: ChartStorm }) {
  return (
    <div className="grid gap-2 rounded-lg bg-white p-3 ring-1 ring-navy-900/10">
      <p className="text-sm font-semibold text-navy-900">
        Stays of the coming week coloured by readiness for {storm.stageName}
        {storm.stormName ? ` (${storm.stormName})` : ''}:
      </p>
      <ul aria-label="Readiness colours" className="flex flex-wrap gap-x-4 gap-y-2 text-sm text-navy-800">
        {readinessLevels.map((level) => {
          const { swatch, Icon } = readinessLook[level];
          return (
            <li key={level} className="flex items-center gap-2">
              <span aria-hidden="true" className={`inline-flex size-6 items-center justify-center rounded ${swatch}`}>
                <Icon className="size-4" />
              </span>
              {readinessWords[level]}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
