import { describe, expect, it } from 'vitest';
import { checkRegistration, checkSignIn, type RegistrationValues } from '#site/islands/client/auth-checks.ts';
import { checkMessage } from '#site/islands/client/message-check.ts';
import { checkUpload } from '#site/islands/client/upload-check.ts';

const registration: RegistrationValues = {
  email: 'dispatch@gulftide.example',
  password: 'Harbor-2026',
  confirmPassword: 'Harbor-2026',
  firstName: 'Danielle',
  lastName: 'Guidry',
  company: 'Gulf Tide Offshore',
  phone: '',
};

describe('the client portal’s sign-in check', () => {
  it('asks for both email and password, with the cursor sent to the empty one', () => {
    const missing = { ok: false, problem: { title: 'Missing Information', description: 'Please enter both email and password' } };
    expect(checkSignIn({ email: '', password: 'x' })).toMatchObject({ ...missing, problem: { ...missing.problem, field: 'email' } });
    expect(checkSignIn({ email: '   ', password: 'x' })).toMatchObject({ problem: { field: 'email' } });
    expect(checkSignIn({ email: 'a@b.example', password: '' })).toMatchObject({
      ...missing,
      problem: { ...missing.problem, field: 'password' },
    });
  });

  it('sends the trimmed email or username and the password as typed', () => {
    expect(checkSignIn({ email: '  gulftide-ops ', password: ' secret ' })).toEqual({
      ok: true,
      request: { email: 'gulftide-ops', password: ' secret ' },
    });
  });

  it('refuses what the server would, in the server’s words', () => {
    expect(checkSignIn({ email: 'a\u0000b', password: 'x' })).toMatchObject({
      ok: false,
      problem: { title: 'Login Failed', description: 'Email contains characters that are not allowed', field: 'email' },
    });
  });
});

describe('the client portal’s registration check', () => {
  it.each(['email', 'password', 'firstName', 'lastName', 'company'] as const)('asks for the missing %s', (field) => {
    expect(checkRegistration({ ...registration, [field]: ' ' })).toEqual({
      ok: false,
      problem: { title: 'Missing Information', description: 'Please fill in all required fields', field },
    });
  });

  it('does not require a phone', () => {
    expect(checkRegistration(registration)).toMatchObject({ ok: true });
  });

  it('refuses a confirmation that differs before a short password', () => {
    expect(checkRegistration({ ...registration, password: 'short', confirmPassword: 'shorter' })).toEqual({
      ok: false,
      problem: { title: 'Password Mismatch', description: 'Passwords do not match', field: 'confirmPassword' },
    });
  });

  it('refuses a password under 8 characters', () => {
    expect(checkRegistration({ ...registration, password: '1234567', confirmPassword: '1234567' })).toEqual({
      ok: false,
      problem: { title: 'Password Too Short', description: 'Password must be at least 8 characters long', field: 'password' },
    });
    expect(checkRegistration({ ...registration, password: '12345678', confirmPassword: '12345678' })).toMatchObject({ ok: true });
  });

  it('refuses an email the server would refuse, on the email field', () => {
    expect(checkRegistration({ ...registration, email: 'not-an-email' })).toEqual({
      ok: false,
      problem: { title: 'Registration Failed', description: 'Please enter a valid email address', field: 'email' },
    });
  });

  it('sends the registration without the confirmation, and the phone only when given', () => {
    const checked = checkRegistration({ ...registration, firstName: ' Danielle ' });
    expect(checked).toEqual({
      ok: true,
      request: {
        email: registration.email,
        password: registration.password,
        firstName: 'Danielle',
        lastName: 'Guidry',
        company: 'Gulf Tide Offshore',
      },
    });
    expect(checkRegistration({ ...registration, phone: '(985) 555-0117' })).toMatchObject({
      ok: true,
      request: { phone: '(985) 555-0117' },
    });
  });
});

describe('the message form’s check', () => {
  it('asks for both subject and message', async () => {
    const problem = { title: 'Missing Information', description: 'Please enter both subject and message' };
    expect(await checkMessage({ subject: '', message: 'Hello' })).toEqual({ ok: false, problem: { ...problem, field: 'subject' } });
    expect(await checkMessage({ subject: 'Hello', message: ' \n ' })).toEqual({ ok: false, problem: { ...problem, field: 'message' } });
  });

  it('sends both trimmed', async () => {
    expect(await checkMessage({ subject: ' Fuel ', message: 'Line one\nline two ' })).toEqual({
      ok: true,
      request: { subject: 'Fuel', message: 'Line one\nline two' },
    });
  });

  it('refuses a subject longer than the server keeps', async () => {
    expect(await checkMessage({ subject: 'x'.repeat(201), message: 'Hello' })).toMatchObject({
      ok: false,
      problem: { title: 'Failed to Send Message', field: 'subject' },
    });
  });
});

describe('the upload form’s check', () => {
  const values = { description: ' Hull survey ', category: 'certificate', expiresAt: '' };

  it('asks for a file', () => {
    expect(checkUpload(null, values)).toEqual({
      ok: false,
      problem: { title: 'No File Selected', description: 'Please select a file to upload', field: 'file' },
    });
  });

  it('refuses a type, an empty file or a size the server refuses, in its words', () => {
    expect(checkUpload({ name: 'setup.exe', size: 10 }, values)).toMatchObject({
      ok: false,
      problem: {
        title: 'Upload Failed',
        description: 'Only PDF, DOC, DOCX, XLS, XLSX, PNG, JPG, JPEG, TXT and CSV files can be uploaded',
        field: 'file',
      },
    });
    expect(checkUpload({ name: 'empty.pdf', size: 0 }, values)).toMatchObject({ problem: { description: 'The file is empty' } });
    expect(checkUpload({ name: 'big.pdf', size: 10 * 1024 * 1024 + 1 }, values)).toMatchObject({
      problem: { description: 'The file is larger than 10 MB' },
    });
  });

  it('takes a file of exactly 10 MB with its fields trimmed', () => {
    const chosen = { name: 'Survey.PDF', size: 10 * 1024 * 1024 };
    expect(checkUpload(chosen, values)).toEqual({
      ok: true,
      request: { file: chosen, fields: { description: 'Hull survey', category: 'certificate' } },
    });
  });

  it('refuses a category the server does not know', () => {
    expect(checkUpload({ name: 'a.pdf', size: 1 }, { description: '', category: 'photos', expiresAt: '' })).toMatchObject({
      ok: false,
      problem: { title: 'Upload Failed', field: 'category' },
    });
  });

  it('keeps a certificate’s expiry date, drops one given with another category, and refuses a date it cannot read', () => {
    const chosen = { name: 'coi.pdf', size: 1 };
    expect(checkUpload(chosen, { ...values, expiresAt: '2027-03-31' })).toMatchObject({
      ok: true,
      request: { fields: { expiresAt: '2027-03-31' } },
    });
    expect(checkUpload(chosen, { ...values, category: 'invoice', expiresAt: '2027-03-31' })).toMatchObject({
      ok: true,
      request: { fields: { expiresAt: undefined } },
    });
    expect(checkUpload(chosen, { ...values, expiresAt: '31/03/2027' })).toMatchObject({
      ok: false,
      problem: { title: 'Upload Failed', description: 'Expiry date: enter the date as YYYY-MM-DD', field: 'expiresAt' },
    });
  });
});
