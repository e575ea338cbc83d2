import { describe, expect, test } from 'vitest';
import { accountLink, accountLinkPaths } from '#api/services/customers/account-mail.ts';
import { noAccountSignInLinkMail, signInLinkMail } from '#api/services/customers/sign-in-link-mail.ts';
import { marinaOffice } from '#api/services/payments/marina-office.ts';

const office = marinaOffice();
const token = `${'A'.repeat(40)}-_9`;
const origin = 'https://www.bayoulafourchemarine.com';

describe('the sign-in link mail', () => {
  const link = accountLink(origin, accountLinkPaths.signInLink, token);

  test('the link opens the sign-in-link page with the token as its only parameter', () => {
    expect(link).toBe(`${origin}/customer/sign-in-link?token=${token}`);
  });

  test('greets by first name, says it works once until a time at the facility, and carries the link on its own line', () => {
    const mail = signInLinkMail({ firstName: 'Claire' }, link, new Date('2026-12-03T20:15:00Z'), office);
    expect(mail.subject).toBe('Your sign-in link — Bayou Lafourche Marine');
    expect(mail.text).toMatch(/^Hello Claire,\n\n/);
    expect(mail.text).toContain('It works once, until Dec 3, 2026, 2:15 PM CST:');
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.text).toContain('(985) 555-0142');
    expect(mail.text.endsWith(office.signature)).toBe(true);
  });

  test('to an address without an account: the same subject, no token, a way to create one', () => {
    const createAccount = new URL(accountLinkPaths.createAccount, origin).href;
    const mail = noAccountSignInLinkMail(createAccount, office);
    expect(mail.subject).toBe('Your sign-in link — Bayou Lafourche Marine');
    expect(mail.text).toMatch(/^Hello,\n\n/);
    expect(mail.text).toContain('no account uses it');
    expect(mail.text).toContain(`\n${origin}/customer/login?tab=create-account\n`);
    expect(mail.text).not.toContain('token');
  });
});
