import type { KeyboardEvent } from 'react';
import { waterfrontLengthFt } from '#shared/berth-options.ts';
import type { BerthView } from '#shared/berth-views.ts';
import { feet } from '#site/lib/format.ts';
import { berthState, berthStateLabel, berthStateLetter } from './berth-state.ts';
import { berthStateLook } from './berth-state-look.ts';
import {
  berthRect,
  bulkheadY,
  labelLines,
  mapHeight,
  mapWidth,
  rowBands,
  scaleTicks,
  scaleY,
  waterEndX,
  waterStartX,
  waterTop,
  zoneBands,
  zoneDividerX,
} from './map-geometry.ts';

interface DockMapProps {
  berths: readonly BerthView[];
  datesChosen: boolean;
  highlightedId: string | null;
  onSelect: (berthId: string) => void;
}

const rowLabels = [
  { title: 'Outer', detail: 'channel side', band: rowBands.outer },
  { title: 'Inner', detail: 'bulkhead side', band: rowBands.inner },
];

/**
 * The waterfront drawn to scale from each berth's position and length. Every berth is a button:
 * Enter, Space or a click selects it. Its state shows as a fill, an outline and a letter.
 */
export function DockMap({ berths, datesChosen, highlightedId, onSelect }: DockMapProps) {
  return (
    <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-navy-900/10">
      {/* Below 800px the map keeps a legible size and scrolls sideways inside this frame. */}
      {/* biome-ignore lint/a11y/useSemanticElements: a drawing cannot be a fieldset; the group names the map for a screen reader. */}
      <svg
        viewBox={`0 0 ${mapWidth} ${mapHeight}`}
        className="block w-full min-w-[800px]"
        role="group"
        aria-label={`Dock map: ${feet(waterfrontLengthFt)} of waterfront, upstream end on the left`}
      >
        <g className="fill-navy-900">
          {zoneBands.map((zone) => (
            <g key={zone.title}>
              <text x={zone.x + zone.width / 2} y={20} textAnchor="middle" className="text-[15px] font-extrabold">
                {zone.title}
              </text>
              <text x={zone.x + zone.width / 2} y={38} textAnchor="middle" className="fill-navy-600 text-[13px]">
                {zone.detail}
              </text>
              <path d={`M${zone.x + 2} 52V46H${zone.x + zone.width - 2}V52`} className="fill-none stroke-navy-700" strokeWidth={1.5} />
            </g>
          ))}
        </g>

        <rect x={waterStartX} y={waterTop} width={waterEndX - waterStartX} height={bulkheadY - waterTop} className="fill-sea-100" />
        <path d={`M${zoneDividerX} ${waterTop}V${bulkheadY}`} className="stroke-navy-400" strokeWidth={1.5} strokeDasharray="6 5" />

        {rowLabels.map(({ title, detail, band }) => (
          <g key={title}>
            <text x={8} y={band.top + band.height / 2 - 2} className="fill-navy-900 text-[15px] font-extrabold">
              {title}
            </text>
            <text x={8} y={band.top + band.height / 2 + 16} className="fill-navy-600 text-[12px]">
              {detail}
            </text>
          </g>
        ))}

        {berths.map((berth) => {
          const state = berthState(berth);
          const look = berthStateLook[state];
          const rect = berthRect(berth);
          const centre = rect.x + rect.width / 2;
          const highlighted = berth.id === highlightedId;
          const select = () => onSelect(berth.id);
          const onKeyDown = (event: KeyboardEvent) => {
            if (event.key !== 'Enter' && event.key !== ' ') return;
            event.preventDefault();
            select();
          };
          return (
            // biome-ignore lint/a11y/useSemanticElements: an HTML button cannot sit inside an SVG drawing; this shape acts as one.
            <g
              key={berth.id}
              role="button"
              tabIndex={0}
              aria-label={`${berth.name}, ${berth.length} ft, ${berthStateLabel(state, datesChosen).toLowerCase()}`}
              data-berth-id={berth.id}
              data-highlighted={highlighted ? '' : undefined}
              onClick={select}
              onKeyDown={onKeyDown}
              className="group cursor-pointer outline-none"
            >
              <rect
                {...rect}
                rx={4}
                className={`${look.shape} transition-[filter] group-hover:brightness-95`}
                strokeWidth={2}
                strokeDasharray={look.dashed ? '6 4' : undefined}
              />
              {/* One text element, with a space between its lines, so the drawn name reads as the button's name. */}
              <text textAnchor="middle" className={`text-[14px] font-bold ${look.shapeText}`}>
                {labelLines(berth.name).map((line, index) => (
                  <tspan key={line} x={centre} y={rect.y + 24 + index * 17}>
                    {index > 0 && ' '}
                    {line}
                  </tspan>
                ))}
              </text>
              {/* The keyboard focus ring and the 2-second selection mark, drawn just outside the shape. */}
              <rect
                x={rect.x - 4}
                y={rect.y - 4}
                width={rect.width + 8}
                height={rect.height + 8}
                rx={7}
                className="fill-none stroke-navy-950 opacity-0 group-focus-visible:opacity-100"
                strokeWidth={3}
              />
              <rect
                x={rect.x - 1}
                y={rect.y - 1}
                width={rect.width + 2}
                height={rect.height + 2}
                rx={5}
                className="fill-none stroke-safety-500 opacity-0 transition-opacity duration-300 group-data-highlighted:opacity-100"
                strokeWidth={5}
              />
            </g>
          );
        })}

        {/* The state letters sit over the shapes but outside the buttons: each button's name is the berth's name, which it shows. */}
        {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG group without a tabindex is not focusable. */}
        <g aria-hidden="true" className="pointer-events-none">
          {berths.map((berth) => {
            const rect = berthRect(berth);
            const centre = rect.x + rect.width / 2;
            const letterY = rect.y + rect.height - 21;
            return (
              <g key={berth.id}>
                <circle cx={centre} cy={letterY} r={11} className="fill-white stroke-navy-900" strokeWidth={1.5} />
                <text x={centre} y={letterY + 5} textAnchor="middle" className="fill-navy-950 text-[14px] font-extrabold">
                  {berthStateLetter[berthState(berth)]}
                </text>
              </g>
            );
          })}
        </g>

        <path d={`M${waterStartX} ${bulkheadY}H${waterEndX}`} className="stroke-navy-900" strokeWidth={5} strokeLinecap="round" />
        <text x={8} y={bulkheadY + 5} className="fill-navy-700 text-[12px] font-bold">
          Bulkhead
        </text>

        <g className="fill-navy-700">
          <path d={`M${waterStartX} ${scaleY}H${waterEndX}`} className="stroke-navy-700" strokeWidth={1.5} />
          {scaleTicks.map((tick) => (
            <g key={tick.label}>
              <path d={`M${tick.x} ${scaleY - 5}V${scaleY + 5}`} className="stroke-navy-700" strokeWidth={1.5} />
              <text x={tick.x} y={scaleY + 22} textAnchor={tick.anchor} className="text-[12px]">
                {tick.label}
              </text>
            </g>
          ))}
        </g>
      </svg>
    </div>
  );
}
