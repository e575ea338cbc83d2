import { describe, expect, it } from 'vitest';
import { missingFileFields, missingMessageFields } from '#shared/schemas/admin-clients.ts';
import { clientFileProblem, createClientReady, messageProblem } from '#site/islands/admin/clients/client-form-checks.ts';

const filledClient = { firstName: 'Ada', lastName: 'Guidry', email: 'ada@example.com', password: 'longenough' };

describe('createClientReady', () => {
  it('is ready once first name, last name, email and password are filled', () => {
    expect(createClientReady(filledClient)).toBe(true);
  });

  it.each(['firstName', 'lastName', 'email', 'password'] as const)('waits while %s is blank or only spaces', (field) => {
    expect(createClientReady({ ...filledClient, [field]: '' })).toBe(false);
    expect(createClientReady({ ...filledClient, [field]: '   ' })).toBe(false);
  });

  it('takes a short password: 8 characters are recommended, the server decides', () => {
    expect(createClientReady({ ...filledClient, password: 'short' })).toBe(true);
  });
});

describe('messageProblem', () => {
  it('asks for both subject and message', () => {
    expect(messageProblem({ subject: '', message: 'Hello' })).toBe(missingMessageFields);
    expect(messageProblem({ subject: 'Invoice', message: '  ' })).toBe('Please fill in all fields');
    expect(messageProblem({ subject: 'Invoice', message: 'Attached.' })).toBeUndefined();
  });
});

describe('clientFileProblem', () => {
  const survey = { name: 'survey.pdf', size: 2048 };

  it('asks for a file and a description', () => {
    expect(clientFileProblem(null, 'Hull survey')).toBe(missingFileFields);
    expect(clientFileProblem(survey, ' ')).toBe('Please select a file and add a description');
  });

  it('refuses what the server would refuse, in its words', () => {
    expect(clientFileProblem({ name: 'sheet.xlsx', size: 10 }, 'Rates')).toMatch(/^Only PDF, DOC, DOCX, JPG, JPEG, PNG and ZIP files/);
    expect(clientFileProblem({ name: 'big.pdf', size: 10 * 1024 * 1024 + 1 }, 'Plans')).toBe('The file is larger than 10 MB');
    expect(clientFileProblem({ name: 'empty.pdf', size: 0 }, 'Plans')).toBe('The file is empty');
  });

  it('takes an accepted file with a description', () => {
    expect(clientFileProblem(survey, 'Hull survey')).toBeUndefined();
  });
});
