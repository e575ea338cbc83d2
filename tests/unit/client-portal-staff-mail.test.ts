import { expect, test } from 'vitest';
import { adminAreaUrl, clientMessageNotification, clientUploadNotification } from '#api/services/client-portal/staff-notification-mail.ts';

const client = { firstName: 'Danielle', lastName: 'Guidry', company: 'Gulf Tide Offshore, LLC', email: 'danielle@gulftide.example' };
const sentAt = new Date('2026-03-02T14:15:00Z');

test('the admin area is a full address when the site’s address is known', () => {
  expect(adminAreaUrl(new URL('https://marina.example/'))).toBe('https://marina.example/admin');
  expect(adminAreaUrl(undefined)).toBe('/admin');
});

test('a message notification names the client, company and subject, and points to the admin area', () => {
  const mail = clientMessageNotification(client, { subject: 'Hydraulic leak\r\nBcc: someone', createdAt: sentAt }, '/admin');
  expect(mail.subject).toBe('Client portal message: Hydraulic leak Bcc: someone — Gulf Tide Offshore, LLC');
  expect(mail.text).toBe(
    [
      'A client sent a message through the client portal.',
      [
        'Client:  Danielle Guidry',
        'Company: Gulf Tide Offshore, LLC',
        'Email:   danielle@gulftide.example',
        'Subject: Hydraulic leak Bcc: someone',
        'Sent:    Mar 2, 2026, 8:15 AM CST',
      ].join('\n'),
      'Read and answer it in the admin area:\n/admin',
    ].join('\n\n'),
  );
});

test('an upload notification names the file, its size and category, never its content', () => {
  const upload = { originalName: 'Endeavor COI.pdf', fileSize: 412_118, category: 'certificate', description: null, createdAt: sentAt };
  const mail = clientUploadNotification(client, upload, 'https://marina.example/admin');
  expect(mail.subject).toBe('Client portal upload: Endeavor COI.pdf — Gulf Tide Offshore, LLC');
  expect(mail.text).toContain('It is not attached to this mail.');
  expect(mail.text).toContain('File:        Endeavor COI.pdf');
  expect(mail.text).toContain('Size:        412,118 bytes');
  expect(mail.text).toContain('Category:    Certificates');
  expect(mail.text).toContain('Description: —');
  expect(mail.text).toContain('Download and process it in the admin area:\nhttps://marina.example/admin');
});
