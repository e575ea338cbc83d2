import { z } from 'zod';

/**
 * A calendar day written YYYY-MM-DD. ISO 8601 has a year 0000 and PostgreSQL's calendar does not
 * (1 BC comes right before AD 1), so a day in year 0000 is refused here, with the field's own
 * message, instead of by the database.
 */
export const calendarDay = (message: string) => z.iso.date(message).refine((day) => !day.startsWith('0000-'), message);
