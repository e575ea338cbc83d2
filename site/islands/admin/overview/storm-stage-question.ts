import type { StormStageAdminView, StormStageUpdate } from '#shared/schemas/storm-stage.ts';

/** What the confirmation asks before the stage changes: the stage by name, and who will see it. */
interface StormStageQuestion {
  title: string;
  description: string;
  confirmLabel: string;
}

export function stormStageQuestion({ current, stages }: StormStageAdminView, update: StormStageUpdate): StormStageQuestion {
  const stage = stages.find(({ key }) => key === update.stage);
  if (!stage) {
    return {
      title: 'Clear the storm stage?',
      description: 'The storm banner leaves every page. Tenants are not sent a message.',
      confirmLabel: 'Clear storm stage',
    };
  }
  const forStorm = update.stormName ? ` for ${update.stormName}` : '';
  // Setting the stage already set only corrects its storm name and note: the server tells nobody again.
  const told = stage.key === current.stage?.key ? 'tenants are not told again' : 'tenants will be told';
  return {
    title: `Set ${stage.name}${forStorm}?`,
    description: `Every page will show it, and ${told}.`,
    confirmLabel: `Set ${stage.name}`,
  };
}
