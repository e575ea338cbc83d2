import type { StaffView } from '#shared/staff-views.ts';
import type { User } from '#api/db/schema/index.ts';

export function toStaffView(user: Pick<User, 'id' | 'username' | 'firstName' | 'lastName' | 'email'>): StaffView {
  return { id: user.id, username: user.username, firstName: user.firstName, lastName: user.lastName, email: user.email };
}
