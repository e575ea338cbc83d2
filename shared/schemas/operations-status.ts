import { z } from 'zod';
import { operationsStatusLabels, operationsStatusValueMaxLength } from '#shared/operations-status.ts';
import { requiredText } from './lead-common.ts';

const value = (label: string) => requiredText(label, { max: operationsStatusValueMaxLength });

/**
 * Staff setting the contact page's status panel: every item at once. Dock availability is the
 * wording for a day with no berth free; on other days the panel says "Available" by itself.
 */
export const operationsStatusUpdateSchema = z.object({
  dockAvailability: value(operationsStatusLabels.dockAvailability),
  crewTransfer: value(operationsStatusLabels.crewTransfer),
  emergencyResponse: value(operationsStatusLabels.emergencyResponse),
  weather: value(operationsStatusLabels.weather),
});

export type OperationsStatusUpdate = z.output<typeof operationsStatusUpdateSchema>;
