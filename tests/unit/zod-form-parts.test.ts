import { describe, expect, it } from 'vitest';
import { ApiError } from '#shared/api-client.ts';
import { serverFieldErrors } from '#site/islands/form/server-field-errors.ts';
import { typedBeforeHydration } from '#site/islands/form/typed-before-hydration.ts';
import { shareFormSchema } from '#site/islands/documents/share-form-schema.ts';

describe('what was typed before the page’s script ran', () => {
  it('is an input’s or a textarea’s value that differs from the server’s HTML', () => {
    expect(typedBeforeHydration({ tagName: 'INPUT', type: 'text', value: 'Fuel dock hours', defaultValue: '' })).toBe('Fuel dock hours');
    expect(typedBeforeHydration({ tagName: 'TEXTAREA', value: 'Line one\nline two', defaultValue: '' })).toBe('Line one\nline two');
    expect(typedBeforeHydration({ tagName: 'INPUT', type: 'text', value: '', defaultValue: '' })).toBeUndefined();
    expect(typedBeforeHydration({ tagName: 'INPUT', type: 'email', value: 'as drawn', defaultValue: 'as drawn' })).toBeUndefined();
    expect(typedBeforeHydration(null)).toBeUndefined();
  });

  it('is a select moved off the option the server drew as chosen, or off its first', () => {
    const options = [{ defaultSelected: false }, { defaultSelected: false }, { defaultSelected: false }];
    expect(typedBeforeHydration({ tagName: 'SELECT', value: 'invoice', selectedIndex: 1, options })).toBe('invoice');
    expect(typedBeforeHydration({ tagName: 'SELECT', value: 'general', selectedIndex: 0, options })).toBeUndefined();
    const drawnSecond = [{ defaultSelected: false }, { defaultSelected: true }];
    expect(typedBeforeHydration({ tagName: 'SELECT', value: 'normal', selectedIndex: 1, options: drawnSecond })).toBeUndefined();
  });

  it('is a ticked box or a chosen radio, never a file (the browser keeps no path to put back)', () => {
    expect(typedBeforeHydration({ tagName: 'INPUT', type: 'checkbox', checked: true, defaultChecked: false })).toBe(true);
    expect(typedBeforeHydration({ tagName: 'INPUT', type: 'checkbox', checked: false, defaultChecked: false })).toBeUndefined();
    expect(typedBeforeHydration({ tagName: 'INPUT', type: 'radio', value: 'urgent', checked: true, defaultChecked: false })).toBe('urgent');
    expect(typedBeforeHydration({ tagName: 'INPUT', type: 'file', value: 'C:\\fakepath\\a.pdf', defaultValue: '' })).toBeUndefined();
  });
});

describe('a refusal’s messages for the form’s fields', () => {
  const refusal = new ApiError(
    409,
    'Conflict',
    JSON.stringify({ message: 'Email is taken', errors: { email: 'Email is taken', token: 'x' } }),
  );

  it('keeps the fields the form has, and nothing from other errors', () => {
    expect(serverFieldErrors(refusal, ['email', 'password'])).toEqual([['email', 'Email is taken']]);
    expect(serverFieldErrors(new ApiError(500, 'Server Error', ''), ['email'])).toEqual([]);
    expect(serverFieldErrors(new TypeError('Failed to fetch'), ['email'])).toEqual([]);
  });
});

describe('the share form', () => {
  const share = { email: '', customerId: '', expiresInDays: '7', access: 'view' };

  it('asks for an email or a customer, at the email field, in the route’s words', () => {
    expect(shareFormSchema.safeParse(share).error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['email', 'Enter an email address or choose a customer'],
    ]);
  });

  it('sends a blank field as none, and the days as a number', () => {
    expect(shareFormSchema.parse({ ...share, email: ' captain@gulftide.example ' })).toEqual({
      email: 'captain@gulftide.example',
      expiresInDays: 7,
      access: 'view',
    });
  });
});
