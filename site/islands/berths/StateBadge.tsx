import { berthStateLabel, type BerthState } from './berth-state.ts';
import { berthStateLook } from './berth-state-look.ts';

/** A berth's state in words with an icon; its colour repeats the map's. */
export function StateBadge({ state, datesChosen }: { state: BerthState; datesChosen: boolean }) {
  const { badge, icon: Icon } = berthStateLook[state];
  return (
    <span className={`inline-flex shrink-0 items-center gap-1.5 rounded-full border-2 px-2.5 py-0.5 text-sm font-semibold ${badge}`}>
      <Icon aria-hidden="true" className="size-4" />
      {berthStateLabel(state, datesChosen)}
    </span>
  );
}
