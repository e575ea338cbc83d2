// Shows the storm stage the office set on the bar every public page carries (StormBanner.astro).
// Without JavaScript, with no stage set, or when the request fails, the bar stays hidden.
import type { StormStageView } from '#shared/schemas/storm-stage.ts';

async function showStormStage(bar: HTMLElement): Promise<void> {
  const response = await fetch('/api/storm-stage', { headers: { Accept: 'application/json' } });
  if (!response.ok) return;
  const { stage, stormName } = (await response.json()) as StormStageView;
  if (!stage) return;
  const fill = (part: string, text: string) => {
    const element = bar.querySelector(`[data-storm-${part}]`);
    if (element) element.textContent = text;
  };
  fill('stage', stage.name);
  fill('name', stormName ? ` for ${stormName}.` : '.');
  fill('meaning', ` ${stage.meaning}`);
  bar.hidden = false;
  // The fixed bar would cover the page's last lines and a field focused behind it: the page's end
  // and its scroll padding grow by the bar's height, which changes as its text wraps.
  new ResizeObserver(() => {
    const height = `${bar.offsetHeight}px`;
    document.body.style.paddingBottom = height;
    document.documentElement.style.scrollPaddingBottom = height;
  }).observe(bar);
}

const bar = document.querySelector<HTMLElement>('[data-storm-banner]');
if (bar) showStormStage(bar).catch(() => undefined);
