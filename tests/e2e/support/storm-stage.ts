import { expect, test, type Browser } from '@playwright/test';
import { allClearStage, type StormStageSetView } from '#shared/schemas/storm-stage.ts';
import type { StormSeasonStage } from '#shared/storm-season.ts';
import { loadStormSeason } from '#api/content/storm-season.ts';
import { signInAsStaff } from './admin.ts';

/**
 * Enters a storm stage as staff, from a browser context of its own, so that every tenant with a
 * stay in the coming week is told, the caller's included. Setting the stage already set only renames
 * its storm and tells nobody, so when another storm spec has just entered `preferred`, the next stage
 * that is not is entered instead. Answers the stage entered, as content describes it.
 */
export async function enterStormStage(browser: Browser, stormName: string, preferred = 'yankee'): Promise<StormSeasonStage> {
  const { stages } = loadStormSeason();
  const askingStages = stages.filter(({ key }) => key !== allClearStage && key !== preferred);
  const candidates = [stages.find(({ key }) => key === preferred), ...askingStages].filter((stage) => stage !== undefined);
  const context = await browser.newContext();
  try {
    const staff = await context.newPage();
    await signInAsStaff(staff);
    for (const stage of candidates) {
      const response = await staff.request.put('/api/admin/storm-stage', {
        headers: { Origin: test.info().project.use.baseURL ?? '' },
        data: { stage: stage.key, stormName },
      });
      expect(response.status(), await response.text()).toBe(200);
      if (((await response.json()) as StormStageSetView).tenantsNotified > 0) return stage;
    }
    throw new Error('No storm stage could be entered: every one told nobody');
  } finally {
    await context.close();
  }
}
