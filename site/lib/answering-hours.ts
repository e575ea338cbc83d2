import type { Company } from '#shared/content/schemas.ts';

/** When the office line is answered, from the standard hours in content. */
export function officeHoursLine(hours: Company['hours']): string {
  return `The office answers ${hours.standard}.`;
}

/**
 * Who answers when, said the same way on every page: the office line during standard hours, the
 * emergency line at any hour.
 */
export function answeringHours({ hours, phones }: Pick<Company, 'hours' | 'phones'>): string {
  return `${officeHoursLine(hours)} ${hours.emergency} on ${phones.emergency.display}.`;
}
