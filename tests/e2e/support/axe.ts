import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe once the page's colour transitions have ended: a tab just left or a button just hovered
 * is otherwise measured half-way between its two colours, a contrast the page never rests at.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
  );
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
}
