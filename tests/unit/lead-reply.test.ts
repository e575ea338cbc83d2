import { describe, expect, test } from 'vitest';
import { auditSentence, sentenceText } from '#shared/audit-sentence.ts';
import { leadReplySchema, replySubjectFor } from '#shared/schemas/lead-reply.ts';
import { leadReplyMail } from '#api/services/admin-leads/lead-reply-mail.ts';

const office = { name: 'Bayou Lafourche Marine', phone: '(985) 555-0142', signature: 'Bayou Lafourche Marine\n14650 LA-1' };

describe('a reply to a lead', () => {
  test('starts from a subject naming the lead as its sender knows it', () => {
    expect(replySubjectFor('service', 'S-2026-000004')).toBe('Re: your request S-2026-000004');
    expect(replySubjectFor('quote', 'Q-2026-000012')).toBe('Re: your quote Q-2026-000012');
    expect(replySubjectFor('service', null)).toBe('Re: your request');
  });

  test('is trimmed, and refused when empty, too long or holding characters no one types', () => {
    expect(leadReplySchema.parse({ subject: '  Re: hull  ', message: ' Hello,\n\tSee you Tuesday. ' })).toEqual({
      subject: 'Re: hull',
      message: 'Hello,\n\tSee you Tuesday.',
    });
    for (const refused of [
      { subject: ' ', message: 'x' },
      { subject: 'x'.repeat(201), message: 'x' },
      { subject: 'Re:\nBcc: someone', message: 'x' },
      { subject: 'x', message: '' },
      { subject: 'x', message: 'x'.repeat(5001) },
      { subject: 'x', message: 'nul\u0000' },
    ]) {
      expect(leadReplySchema.safeParse(refused).success, JSON.stringify(refused)).toBe(false);
    }
  });

  test('is mailed as written, then the lead’s number and the office’s signature', () => {
    const mail = leadReplyMail(
      { kind: 'quote', reference: 'Q-2026-000012' },
      { subject: 'Re: your quote', message: 'Hi Remy,\n\nPrice below.' },
      office,
    );
    expect(mail).toEqual({
      subject: 'Re: your quote',
      text: 'Hi Remy,\n\nPrice below.\n\nThis is about your quote Q-2026-000012. To answer, reply to this email.\n\nBayou Lafourche Marine\n14650 LA-1',
    });
  });

  test('reads in the audit log as who replied, how, and to which lead', () => {
    const facts = {
      action: 'lead.replied',
      actorName: 'office-demo',
      customerName: null,
      recordName: 'S-2026-000004: Dana Guidry, Gulf Tide',
    };
    expect(sentenceText(auditSentence({ ...facts, details: { channel: 'email' } }))).toBe(
      'office-demo replied by email to S-2026-000004: Dana Guidry, Gulf Tide',
    );
    expect(sentenceText(auditSentence({ ...facts, details: {} }))).toBe('office-demo replied to S-2026-000004: Dana Guidry, Gulf Tide');
  });
});
