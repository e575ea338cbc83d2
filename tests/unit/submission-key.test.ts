import { describe, expect, it } from 'vitest';
import { submissionKeys } from '#site/lib/submission-key.ts';

describe('submissionKeys', () => {
  it('keeps the key for a retry of the same values', () => {
    const keys = submissionKeys();
    expect(keys.keyFor({ email: 'a@b.co', tags: ['x'] })).toBe(keys.keyFor({ email: 'a@b.co', tags: ['x'] }));
  });

  it('makes a new key once the values change', () => {
    const keys = submissionKeys();
    const first = keys.keyFor({ email: 'a@b.co' });
    expect(keys.keyFor({ email: 'c@d.co' })).not.toBe(first);
  });

  it('makes a new key for the same values after an accepted submission', () => {
    const keys = submissionKeys();
    const first = keys.keyFor({ email: 'a@b.co' });
    keys.accepted();
    expect(keys.keyFor({ email: 'a@b.co' })).not.toBe(first);
  });

  it('makes keys the API accepts: 1 to 200 visible ASCII characters', () => {
    expect(submissionKeys().keyFor({})).toMatch(/^[\x21-\x7e]{1,200}$/);
  });
});
