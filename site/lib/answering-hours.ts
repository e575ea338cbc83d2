import type { Company } from '../../shared/content/schemas.ts';

/**
 * Who answers when, said the same way on every page: the office line during standard hours, the
 * emergency line at any hour.
 */
export function answeringHours({ hours, phones }: Pick<Company, 'hours' | 'phones'>): string {
  return `The office answers ${hours.standard}. ${hours.emergency} on ${phones.emergency.display}.`;
}
