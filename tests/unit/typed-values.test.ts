import { describe, expect, it } from 'vitest';
import { typedValues } from '#site/islands/form/typed-values.ts';

describe('what a form’s stand-in hands to the real form when its code arrives', () => {
  it('is every named control a person changed, by name, and nothing left as drawn', () => {
    const controls = [
      { name: 'subject', tagName: 'INPUT', type: 'text', value: 'Fuel dock hours', defaultValue: '' },
      { name: 'message', tagName: 'TEXTAREA', value: '', defaultValue: '' },
      { name: 'crewTransfer', tagName: 'INPUT', type: 'text', value: 'Open 6 AM to 6 PM', defaultValue: 'Open 6 AM to 6 PM' },
      {
        name: 'kind',
        tagName: 'SELECT',
        value: 'occupied',
        selectedIndex: 1,
        options: [{ defaultSelected: true }, { defaultSelected: false }],
      },
      { name: 'urgent', tagName: 'INPUT', type: 'checkbox', checked: true, defaultChecked: false },
    ];
    expect(typedValues(controls)).toEqual({ subject: 'Fuel dock hours', kind: 'occupied', urgent: true });
  });

  it('is empty when nothing was typed, and skips a control without a name', () => {
    expect(typedValues([{ name: '', tagName: 'INPUT', type: 'text', value: 'typed', defaultValue: '' }])).toEqual({});
    expect(typedValues([])).toEqual({});
  });
});
