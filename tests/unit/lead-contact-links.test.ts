import { describe, expect, test } from 'vitest';
import { emailHref, phoneHref } from '#site/islands/admin/leads/contact-links.ts';

describe('lead contact links', () => {
  test('a phone number dials its digits, keeping a leading +', () => {
    expect(phoneHref('(985) 555-0101')).toBe('tel:9855550101');
    expect(phoneHref(' +1 985.555.0101 ')).toBe('tel:+19855550101');
  });

  test('an email opens a mail to it', () => {
    expect(emailHref('danielle@gulftide.example ')).toBe('mailto:danielle@gulftide.example');
  });
});
