import { describe, expect, test } from 'vitest';
import { accountLink, accountLinkPaths, passwordResetMail, verificationMail, welcomeMail } from '#api/services/customers/account-mail.ts';
import { signInRefusal } from '#api/services/customers/account-status.ts';
import { sameEmail } from '#api/services/customers/same-email.ts';
import { marinaOffice } from '#api/services/payments/marina-office.ts';

const office = marinaOffice();
const token = `${'A'.repeat(40)}-_9`;

describe('mailed account links', () => {
  test('the page on the public origin with the token as its only parameter', () => {
    expect(accountLink('https://www.bayoulafourchemarine.com', accountLinkPaths.verifyEmail, token)).toBe(
      `https://www.bayoulafourchemarine.com/customer/verify-email?token=${token}`,
    );
    expect(accountLink('http://localhost:4321', accountLinkPaths.resetPassword, token)).toBe(
      `http://localhost:4321/customer/reset-password?token=${token}`,
    );
  });
});

describe('account mails', () => {
  const link = `https://www.bayoulafourchemarine.com/customer/verify-email?token=${token}`;

  test('the welcome greets by first name, says the account works now, and carries the link on its own line', () => {
    const mail = welcomeMail({ firstName: 'Claire' }, link, office);
    expect(mail.subject).toBe('Welcome to Bayou Lafourche Marine: please confirm your email address');
    expect(mail.text).toMatch(/^Hello Claire,\n\n/);
    expect(mail.text).toContain('use it right away');
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.text).toContain('(985) 555-0142');
  });

  test('a new verification link and a reset link say how long they work', () => {
    expect(verificationMail({ firstName: 'Claire' }, link, office).text).toContain('within 7 days');
    const reset = passwordResetMail({ firstName: 'Claire' }, link, office);
    expect(reset.subject).toBe('Choose a new password — Bayou Lafourche Marine');
    expect(reset.text).toContain('within one hour; it works once');
    expect(reset.text).toContain('signs your account out on every device');
  });

  test('a name with a line break cannot add a header line to the subject', () => {
    expect(welcomeMail({ firstName: 'Claire' }, link, { ...office, name: 'Bayou\r\nBcc: x@example.com' }).subject).not.toMatch(/[\r\n]/);
  });
});

describe('why an account may not sign in', () => {
  test.each([
    ['inactive', 'This account is inactive. Please call the marina office at (985) 555-0142 to have it reactivated.'],
    ['suspended', 'This account is suspended. Please call the marina office at (985) 555-0142.'],
    ['pending', 'This account is waiting for approval by the marina office. Please call (985) 555-0142 if you need it sooner.'],
  ] as const)('%s', (status, message) => {
    expect(signInRefusal(status, office)).toBe(message);
  });
});

test('emails are compared without letter case', () => {
  expect(sameEmail('Claire@GrandIsle.example', 'claire@grandisle.EXAMPLE')).toBe(true);
  expect(sameEmail('claire@grandisle.example', 'clare@grandisle.example')).toBe(false);
});
