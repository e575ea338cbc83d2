import { describe, expect, it } from 'vitest';
import { auditSentence } from '#shared/audit-sentence.ts';
import { insuranceMinimums, insuranceShortfalls } from '#shared/insurance-minimums.ts';
import { dueReminder } from '#shared/insurance-reminders.ts';
import { standardInsuranceAmount } from '#shared/lease-insurance.ts';
import { insuranceCertificateFieldsSchema } from '#shared/schemas/insurance-certificate.ts';
import { insuranceStatusOf } from '#api/services/insurance/vessel-insurance-status.ts';
import { insuranceReminderMail, reminderNotice } from '#api/services/insurance/insurance-reminder-mail.ts';
import { certificateShortfalls } from '#site/islands/customer/certificate-form.ts';
import { coverLine, verificationLine } from '#site/islands/vessels/insurance-words.ts';

const minimums = { liabilityDollars: 1_000_000, pandiDollars: 500_000, additionalInsuredRequired: true };
const enough = { liabilityLimit: 100_000_000, pandiLimit: 50_000_000, additionalInsured: true };

describe('the marina’s insurance minimums', () => {
  it('come from content, and the lease’s limit of cover is the same figure', () => {
    expect(insuranceMinimums).toEqual(minimums);
    expect(standardInsuranceAmount).toBe(insuranceMinimums.liabilityDollars * 100);
  });

  it('a certificate meeting them exactly has no shortfall', () => {
    expect(insuranceShortfalls(enough, minimums)).toEqual({});
  });

  it('each shortfall is named at its field with the minimum in dollars', () => {
    expect(insuranceShortfalls({ liabilityLimit: 99_999_999, pandiLimit: null, additionalInsured: false }, minimums)).toEqual({
      liabilityLimit: 'The marina requires at least $1,000,000 of liability cover.',
      pandiLimit: 'The marina requires at least $500,000 of P&I cover.',
      additionalInsured: 'The marina must be named as additional insured on the policy: ask your insurer to add it.',
    });
  });

  it('no P&I and no additional insured are fine when the marina asks for neither', () => {
    const lenient = { liabilityDollars: 500_000, pandiDollars: 0, additionalInsuredRequired: false };
    expect(insuranceShortfalls({ liabilityLimit: 50_000_000, pandiLimit: null, additionalInsured: false }, lenient)).toEqual({});
  });
});

describe('the certificate’s fields', () => {
  const fields = {
    carrier: 'Gulf Marine Underwriters',
    policyNumber: 'GMU-1',
    liabilityLimit: '$1,000,000',
    pandiLimit: '',
    additionalInsured: 'no',
    expiresOn: '2027-03-01',
  };

  it('read dollars as typed (with $ and commas) into cents; an empty P&I is none', () => {
    expect(insuranceCertificateFieldsSchema.parse(fields)).toMatchObject({
      liabilityLimit: 100_000_000,
      pandiLimit: null,
      additionalInsured: false,
    });
  });

  it('refuse cents and words in a limit', () => {
    for (const liabilityLimit of ['1000000.50', 'one million', '-5']) {
      expect(insuranceCertificateFieldsSchema.safeParse({ ...fields, liabilityLimit }).success, liabilityLimit).toBe(false);
    }
  });

  it('the form refuses a shortfall at its field as the server does, even while other fields are still empty', () => {
    expect(certificateShortfalls({ liabilityLimit: '250,000', pandiLimit: '', additionalInsured: 'no' })).toEqual({
      liabilityLimit: 'The marina requires at least $1,000,000 of liability cover.',
      pandiLimit: 'The marina requires at least $500,000 of P&I cover.',
      additionalInsured: 'The marina must be named as additional insured on the policy: ask your insurer to add it.',
    });
  });

  it('the form leaves a limit it cannot read yet, and an unanswered question, to their own messages', () => {
    expect(certificateShortfalls({ liabilityLimit: 'abc', pandiLimit: 'x' })).toEqual({});
  });
});

describe('a vessel’s insurance status', () => {
  it('is current with a verified certificate in force, unverified with only an unverified one, lapsed when all ran out, none without any', () => {
    expect(insuranceStatusOf({ inForceVerified: 1, inForce: 2, onFile: 3 })).toBe('current');
    expect(insuranceStatusOf({ inForceVerified: 0, inForce: 1, onFile: 2 })).toBe('unverified');
    expect(insuranceStatusOf({ inForceVerified: 0, inForce: 0, onFile: 2 })).toBe('lapsed');
    expect(insuranceStatusOf({ inForceVerified: 0, inForce: 0, onFile: 0 })).toBe('none');
  });
});

describe('expiry reminders', () => {
  const expiresOn = '2026-12-31';

  it('are due 30, 14 and 3 days before, the nearest threshold reached, and not on or after the day', () => {
    expect(dueReminder(expiresOn, '2026-11-30')).toBeNull();
    expect(dueReminder(expiresOn, '2026-12-01')).toBe(30);
    expect(dueReminder(expiresOn, '2026-12-16')).toBe(30);
    expect(dueReminder(expiresOn, '2026-12-17')).toBe(14);
    expect(dueReminder(expiresOn, '2026-12-28')).toBe(3);
    expect(dueReminder(expiresOn, '2026-12-30')).toBe(3);
    expect(dueReminder(expiresOn, expiresOn)).toBeNull();
  });

  it('a job that missed the 30-day one sends only the 14-day one', () => {
    expect(dueReminder(expiresOn, '2026-12-20')).toBe(14);
  });

  const facts = {
    firstName: 'Danielle',
    vesselName: 'M/V Bayou Star',
    carrier: 'Gulf Marine Underwriters',
    policyNumber: 'GMU-1',
    expiresOn,
    daysLeft: 14,
    vesselsUrl: 'https://marina.example/customer/dashboard?tab=vessels',
  };

  it('say when, what happens then, and where to upload the renewal, with no code words', () => {
    const mail = insuranceReminderMail(facts, { name: 'Larose Marina', phone: '(985) 555-0100', signature: 'Larose Marina' });
    expect(mail.subject).toBe('Insurance of M/V Bayou Star expires on Dec 31, 2026 — Larose Marina');
    expect(mail.text).toContain('in 14 days');
    expect(mail.text).toContain('cannot be booked until a current certificate is on file');
    expect(mail.text).toContain(facts.vesselsUrl);
    expect(reminderNotice(facts).title).toBe('Insurance of M/V Bayou Star expires Dec 31, 2026');
  });
});

describe('a certificate on a vessel card', () => {
  const certificate = {
    id: 'c',
    carrier: 'Gulf Marine Underwriters',
    policyNumber: 'GMU-1',
    liabilityLimit: 100_000_000,
    pandiLimit: null,
    additionalInsured: true,
    expiresOn: '2027-01-01',
    uploadedAt: '2026-05-12T15:00:00.000Z',
    verifiedAt: '2026-05-12T15:00:00.000Z',
    verifiedBy: 'office-demo',
  };

  it('reads who verified it and on which day at the marina', () => {
    expect(verificationLine(certificate)).toBe('Verified by office-demo on May 12, 2026');
    expect(verificationLine({ ...certificate, verifiedAt: null, verifiedBy: null })).toBe('Not verified by the office yet');
  });

  it('states its cover in dollars', () => {
    expect(coverLine(certificate)).toBe('Liability $1,000,000 · No P&I · Marina named as additional insured');
  });
});

describe('the audit’s sentences', () => {
  const said = (action: string, reason: string | null = null) =>
    auditSentence({
      action,
      actorName: 'office-demo',
      customerName: 'Danielle Guidry',
      recordName: 'OSV Gulf Tide Resolute',
      details: { reason },
    })
      .map(({ text }) => text)
      .join('');

  it('say who verified whose certificate, and who let a lapsed vessel be booked and why', () => {
    expect(said('vessel.insurance-verified')).toBe(
      'office-demo verified the certificate of insurance of Danielle Guidry’s vessel OSV Gulf Tide Resolute',
    );
    expect(said('vessel.insurance-overridden', 'renewal in the mail')).toBe(
      'office-demo let Danielle Guidry’s vessel OSV Gulf Tide Resolute be booked without current insurance — reason: renewal in the mail',
    );
  });
});
