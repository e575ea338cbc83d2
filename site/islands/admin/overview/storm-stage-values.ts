import type { StormStageView } from '#shared/schemas/storm-stage.ts';

/** The storm form's fields as drawn, from the stage now: "" is the select's None. */
export const stormStageDrawnValues = ({ stage, stormName, note }: StormStageView) => ({
  stage: stage?.key ?? '',
  stormName: stormName ?? '',
  note: note ?? '',
});
