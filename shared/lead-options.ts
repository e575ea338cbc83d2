// Option lists of the public request forms, exactly as the spec words them. Values are the labels
// as written, except urgencies and priorities, whose values are the spec's keys.

export interface Option<Value extends string = string> {
  value: Value;
  label: string;
}

export const contactServiceTypes = [
  'Crew Changes',
  'Grocery & Supply Runs',
  'Vessel Support & Maintenance',
  'Tank Cleaning',
  'Project Management',
  'Rigging Solutions',
  'Dry Dock Coordination',
  'Painting & Coating',
  'Piping Systems',
  'Electrical / Automation',
  'Steel Fabrication',
  'Multiple Services',
  'Other',
] as const;

export const scheduleServiceTypes = [
  'Crew Changes',
  'Grocery & Supply Runs',
  'Vessel Maintenance',
  'Steel Fabrication',
  'Welding Services',
  'Marine Transportation',
  'Equipment Rental',
  'Emergency Response',
  'Technical Support',
  'Inspection Services',
  'Logistics Coordination',
] as const;

/** Both forms post to one endpoint, so it accepts either list. */
export const serviceTypes = [...new Set([...contactServiceTypes, ...scheduleServiceTypes])] as [string, ...string[]];

export const contactUrgencies = [
  { value: 'standard', label: 'Standard (5-7 days)' },
  { value: 'priority', label: 'Priority (2-3 days)' },
  { value: 'emergency', label: 'Emergency (24 hours)' },
] as const satisfies readonly Option[];

export const scheduleUrgencies = [
  { value: 'low', label: 'Low' },
  { value: 'standard', label: 'Standard' },
  { value: 'high', label: 'High' },
  { value: 'emergency', label: 'Emergency' },
] as const satisfies readonly Option[];

export const urgencyValues = ['standard', 'priority', 'emergency', 'low', 'high'] as const;

/** Hourly from 6:00 AM to 5:00 PM, the last start inside the 6 AM–6 PM working day. */
export const preferredTimes = Array.from({ length: 12 }, (_, index) => {
  const hour = index + 6;
  return `${hour > 12 ? hour - 12 : hour}:00 ${hour < 12 ? 'AM' : 'PM'}`;
});

export const durations = ['1 hour', '2 hours', '3 hours', '4 hours', 'Half day', 'Full day', 'Multiple days'] as const;

export const quotePriorities = [
  { value: 'urgent', label: 'Urgent (24-48 hours)' },
  { value: 'high', label: 'High Priority (1 week)' },
  { value: 'standard', label: 'Standard (2-3 weeks)' },
  { value: 'low', label: 'Low Priority (1+ month)' },
] as const satisfies readonly Option[];

export const vesselTypes = [
  'Offshore Supply Vessel (OSV)',
  'Platform Supply Vessel (PSV)',
  'Anchor Handling Tug (AHT)',
  'Crew Transfer Vessel',
  'Workboat',
  'Tugboat',
  'Barge',
  'Drilling Rig',
  'Production Platform',
  'Other',
] as const;

export type VesselType = (typeof vesselTypes)[number];

export const timeframes = ['Immediate (same day)', 'Within 1 week', 'Within 1 month', '1-3 months', '3-6 months', '6+ months'] as const;

export const recommendationUrgencies = [
  { value: 'standard', label: 'Standard' },
  { value: 'priority', label: 'Priority' },
  { value: 'emergency', label: 'Emergency' },
] as const satisfies readonly Option[];

/** Which public form sent a service request: both post to one endpoint. */
export const serviceRequestSources = ['contact', 'schedule'] as const;
export type ServiceRequestSource = (typeof serviceRequestSources)[number];

export const budgets = ['Under $10K', '$10K - $50K', '$50K - $100K', '$100K - $500K', '$500K+', 'Enterprise Project'] as const;

export const values = <T extends readonly Option[]>(options: T) =>
  options.map((option) => option.value) as unknown as [T[number]['value'], ...T[number]['value'][]];
