import { describe, expect, test } from 'vitest';
import { email, optionalText, requiredText, textOfAtLeast } from '#shared/schemas/lead-common.ts';
import { leaseInfoSchema } from '#shared/schemas/lease.ts';
import { contactRequestSchema } from '#shared/schemas/service-request.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

const untypeable = {
  NUL: '\u0000',
  'a bell': '\u0007',
  escape: '\u001b',
  DEL: '\u007f',
  'a C1 control': '\u0085',
  'a lone high surrogate': '\ud83d',
  'a lone low surrogate': '\ude00',
};

describe('text fields refuse characters no one types', () => {
  const builders = {
    requiredText: requiredText('Vessel name'),
    optionalText: optionalText('Location'),
    'multi-line requiredText': requiredText('Project details', { lines: 'multi-line' }),
    'multi-line optionalText': optionalText('Special terms', { lines: 'multi-line' }),
    textOfAtLeast: textOfAtLeast('Project description', 5, 'Please provide at least 5 characters'),
    email: email('Contact email'),
  };
  const labels: Record<keyof typeof builders, string> = {
    requiredText: 'Vessel name',
    optionalText: 'Location',
    'multi-line requiredText': 'Project details',
    'multi-line optionalText': 'Special terms',
    textOfAtLeast: 'Project description',
    email: 'Contact email',
  };

  for (const [builder, schema] of Object.entries(builders) as [keyof typeof builders, (typeof builders)[keyof typeof builders]][]) {
    for (const [name, character] of Object.entries(untypeable)) {
      test(`${builder} refuses ${name}, naming the field`, () => {
        expect(messages(schema.safeParse(`ops${character}crew@example.com`))).toContain(
          `${labels[builder]} contains characters that are not allowed`,
        );
      });
    }
  }

  test('single-line fields refuse tabs and line breaks inside the text', () => {
    for (const separator of ['\t', '\n', '\r']) {
      expect(messages(requiredText('Vessel name').safeParse(`Cajun${separator}Pride`))).toEqual([
        'Vessel name contains characters that are not allowed',
      ]);
    }
  });

  test('single-line fields trim surrounding whitespace before looking at the characters', () => {
    expect(requiredText('Vessel name').parse('\tCajun Pride\n')).toBe('Cajun Pride');
  });

  test('multi-line fields keep tabs and line breaks', () => {
    const details = 'Hull survey:\r\n\t- blast and coat\n\t- zincs';
    expect(requiredText('Project details', { lines: 'multi-line' }).parse(details)).toBe(details);
  });

  test('every other rule keeps its own message', () => {
    expect(messages(requiredText('Vessel name').safeParse(''))).toEqual(['Vessel name is required']);
    expect(messages(requiredText('Vessel name').safeParse(undefined))).toEqual(['Vessel name is required']);
    expect(messages(requiredText('Payment', { message: 'Payment is not set up' }).safeParse(''))).toEqual(['Payment is not set up']);
    expect(messages(email().safeParse('captain'))).toEqual(['Please enter a valid email address']);
    expect(messages(textOfAtLeast('Project description', 20, 'Please provide at least 20 characters').safeParse('short'))).toEqual([
      'Please provide at least 20 characters',
    ]);
  });
});

describe('the forms still accept everything a person types', () => {
  test('accents, emoji, curly quotes, other scripts and line breaks in textareas', () => {
    const request = contactRequestSchema.parse({
      firstName: 'Thibodeaux-Guidry',
      lastName: 'Lefèvre Ñúñez',
      company: '“Bayou” Fleet’s Co. 🚤',
      email: 'dispatch@example.com',
      phone: '+1 (985) 555‑0100',
      serviceType: 'Welding Services',
      projectDetails: 'Réparation de coque — 2 × 40′ barges.\n\n\t• Sandblast 🛠️\r\n\t• 日本語 and العربية too',
    });
    expect(request.company).toBe('“Bayou” Fleet’s Co. 🚤');
    expect(request.projectDetails).toContain('\n\n\t• Sandblast 🛠️\r\n');
  });

  test('a lease address with diacritics and a special-terms note over several lines', () => {
    expect(
      leaseInfoSchema.parse({
        lesseeAddress: '1201 Rue de l’Église',
        lesseeCity: 'Cut Off',
        lesseeState: 'LA',
        lesseeZip: '70345',
        specialTerms: 'Shore power 50 A.\nCrew parking: 2 spaces.',
      }).specialTerms,
    ).toBe('Shore power 50 A.\nCrew parking: 2 spaces.');
  });
});
