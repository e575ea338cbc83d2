import type { Database } from '#api/db/client.ts';
import { ensureAdminUser, type AdminCredentials } from './ensure-admin-user.ts';

/** The demo staff sign-in, created only with demo data (never in production) and printed at start. */
export const demoStaffCredentials: AdminCredentials = { username: 'office-demo', password: 'Larose-Office-Demo-1' };

/** Makes sure the demo staff account exists with the demo password, so the printed sign-in always works. */
export async function ensureDemoStaff(db: Database): Promise<void> {
  await ensureAdminUser(db, demoStaffCredentials);
}
