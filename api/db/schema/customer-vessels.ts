import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { vesselTypes, type VesselType } from '#shared/lead-options.ts';
import { isOneOf } from './checks.ts';
import { createdAt, updatedAt } from './columns.ts';
import { customers } from './customers.ts';

/**
 * The vessels a customer keeps on record, to book berths for them without typing their figures
 * again. Feet are whole numbers, as reservations keep them. A vessel is retired, never deleted:
 * reservations name the vessel they were booked for.
 */
export const customerVessels = pgTable(
  'customer_vessels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    vesselType: text('vessel_type').$type<VesselType>().notNull(),
    length: integer('length').notNull(),
    beam: integer('beam'),
    draft: integer('draft').notNull(),
    // The hull identification number or the USCG documentation number, as the owner writes it.
    documentationNumber: text('documentation_number'),
    stateRegistration: text('state_registration'),
    homePort: text('home_port'),
    notes: text('notes'),
    // Set when the customer no longer keeps the vessel; it stays listed but cannot be booked.
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('customer_vessels_customer_id_idx').on(table.customerId, table.createdAt),
    check('customer_vessels_vessel_type_check', isOneOf(table.vesselType, vesselTypes)),
  ],
);

export type CustomerVessel = typeof customerVessels.$inferSelect;
