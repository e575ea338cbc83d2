import { berthStateLabel, berthStateLetter, berthStatesInLegend } from './berth-state.ts';
import { berthStateLook } from './berth-state-look.ts';

/** The map's key: each state's swatch carries the letter drawn on the map, and its name in words. */
export function MapLegend({ datesChosen }: { datesChosen: boolean }) {
  return (
    <div>
      <h3 id="dock-map-legend" className="text-sm font-bold tracking-[0.14em] text-navy-700 uppercase">
        Legend
      </h3>
      <ul aria-labelledby="dock-map-legend" className="mt-3 flex flex-wrap gap-x-6 gap-y-3">
        {berthStatesInLegend.map((state) => (
          <li key={state} className="flex items-center gap-2 text-sm text-navy-800">
            <span
              aria-hidden="true"
              className={[
                'inline-flex size-7 shrink-0 items-center justify-center rounded-md border-2 text-sm font-extrabold',
                berthStateLook[state].badge,
              ].join(' ')}
            >
              {berthStateLetter[state]}
            </span>
            {berthStateLabel(state, datesChosen)}
          </li>
        ))}
      </ul>
    </div>
  );
}
