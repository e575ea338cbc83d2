import { demoCustomerEmail, demoCustomerPassword } from './demo/demo-data.ts';
import { demoStaffCredentials } from './services/admin-users/demo-staff.ts';

/**
 * The one plain line a demo start ends with, above the request log: where to open the site and the
 * demo's published sign-ins (README). Printed as text, not logged: the logger redacts passwords.
 */
export function demoWelcomeLine(url: string): string {
  const staff = `${demoStaffCredentials.username} / ${demoStaffCredentials.password}`;
  const customer = `${demoCustomerEmail} / ${demoCustomerPassword}`;
  return `Open ${url} — staff sign-in at /admin/login: ${staff} · customer sign-in at /customer/login: ${customer}`;
}

/** Where the demo's mail is to be read, when it is written to files rather than sent. */
export const demoMailLine = (directory: string) =>
  `Mail is not sent: each message is written to ${directory} as an .eml file (open it in any mail program)`;
