import type { AccountStatus } from '#shared/customer-options.ts';
import type { MarinaOffice } from '#api/mail/letter.ts';

/**
 * Why an account that gave the right password may not sign in, and whom to call. Only ever shown
 * after the password was verified, so the status of an account tells a guesser nothing.
 */
export function signInRefusal(status: Exclude<AccountStatus, 'active'>, office: MarinaOffice): string {
  switch (status) {
    case 'inactive':
      return `This account is inactive. Please call the marina office at ${office.phone} to have it reactivated.`;
    case 'suspended':
      return `This account is suspended. Please call the marina office at ${office.phone}.`;
    case 'pending':
      return `This account is waiting for approval by the marina office. Please call ${office.phone} if you need it sooner.`;
  }
}
