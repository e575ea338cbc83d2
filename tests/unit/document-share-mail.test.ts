import { describe, expect, test } from 'vitest';
import { documentShareMail } from '#api/services/document-shares/share-mail.ts';
import { marinaOffice } from '#api/services/payments/marina-office.ts';

const office = { ...marinaOffice(), name: 'Larose Marina', phone: '985-555-0100' };
const shared = {
  title: 'Hull survey',
  access: 'view' as const,
  url: 'https://marina.example/api/shares/token',
  expiresAt: new Date('2026-12-01T22:48:00Z'),
  firstName: null,
};

describe('documentShareMail', () => {
  test('gives the link, what it does and its last moment on the marina clock', () => {
    const mail = documentShareMail(shared, office);
    expect(mail.subject).toBe('Larose Marina shared a document with you: Hull survey');
    expect(mail.text).toContain('Hello,\n\n');
    expect(mail.text).toContain('Open this link to view it in your browser:\nhttps://marina.example/api/shares/token');
    expect(mail.text).toContain('The link works until December 1, 2026 at 4:48 PM CST.');
    expect(mail.text).toContain('985-555-0100');
  });

  test('greets an account holder by name and says a download link downloads', () => {
    const mail = documentShareMail({ ...shared, access: 'download', firstName: 'Danielle' }, office);
    expect(mail.text).toMatch(/^Hello Danielle,/);
    expect(mail.text).toContain('Open this link to download it:');
  });

  test('a title cannot add lines to the subject', () => {
    expect(documentShareMail({ ...shared, title: 'Survey\r\nBcc: x@example.com' }, office).subject).not.toMatch(/[\r\n]/);
  });
});
