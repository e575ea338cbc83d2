import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const siteStylesheet = fileURLToPath(new URL('../../../site/styles/global.css', import.meta.url));

/** The brand tokens a page outside the Astro build draws with. */
export interface PageLook {
  font: string;
  navy900: string;
  navy600: string;
  navy100: string;
  sea700: string;
  sand100: string;
  sand300: string;
  safety500: string;
}

/** One token's value in the site's `@theme` block, the tokens' one home (DESIGN.md). */
export function themeToken(stylesheet: string, name: string): string {
  const value = new RegExp(`--${name}:\\s*([^;]+);`).exec(stylesheet)?.[1]?.trim();
  if (!value) throw new Error(`site/styles/global.css: no --${name} token`);
  return value;
}

export function pageLookOf(stylesheet: string): PageLook {
  const color = (name: string) => themeToken(stylesheet, `color-${name}`);
  return {
    font: themeToken(stylesheet, 'font-sans'),
    navy900: color('navy-900'),
    navy600: color('navy-600'),
    navy100: color('navy-100'),
    sea700: color('sea-700'),
    sand100: color('sand-100'),
    sand300: color('sand-300'),
    safety500: color('safety-500'),
  };
}

let cached: PageLook | undefined;

/** The site's tokens, read once from its stylesheet. */
export function loadPageLook(): PageLook {
  cached ??= pageLookOf(readFileSync(siteStylesheet, 'utf8'));
  return cached;
}
