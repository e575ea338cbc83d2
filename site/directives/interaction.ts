import type { ClientDirective } from 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrates the island on the first focus, press, key or typing inside it (decision 072). */
    'client:interaction'?: boolean;
  }
}

/** What a person does when they start on a form: focus a field, press anything, type. */
const firstUse = ['focusin', 'pointerdown', 'keydown', 'input'] as const;

/**
 * `client:interaction`: the island's server HTML stays as it is until someone starts on it, so a
 * page whose form sits at the top loads no React for a visitor who only reads. What is typed or
 * chosen before then stays in the controls (the form hook reads them on hydration); a button that
 * needs the script (type="button", e.g. a category card) is pressed again once the island runs.
 */
const interactionDirective: ClientDirective = (load, _options, island) => {
  let started = false;
  let pressedEarly: HTMLButtonElement | undefined;

  const rememberPress = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button[type="button"]') : null;
    if (button instanceof HTMLButtonElement && island.contains(button)) pressedEarly = button;
  };

  const hydrate = async () => {
    if (started) return;
    started = true;
    for (const type of firstUse) island.removeEventListener(type, hydrate, true);
    const run = await load();
    // From here React sees every event itself (and replays those that come while it hydrates).
    island.removeEventListener('click', rememberPress, true);
    await run();
    if (pressedEarly?.isConnected) pressedEarly.click();
  };

  island.addEventListener('click', rememberPress, true);
  for (const type of firstUse) island.addEventListener(type, hydrate, true);
  // Someone may already be in a field: the directive starts after the page's HTML is on screen.
  if (island.contains(document.activeElement)) void hydrate();
};

export default interactionDirective;
