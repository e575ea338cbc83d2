import { describe, expect, test } from 'vitest';
import { mailboxKey } from '#api/services/leads/mailbox-key.ts';

describe('mailboxKey', () => {
  test('case, surrounding space and a trailing dot on the domain make no other mailbox', () => {
    expect(mailboxKey(' Remy@BayouRunner.Example ')).toBe('remy@bayourunner.example');
    expect(mailboxKey('remy@bayourunner.example.')).toBe('remy@bayourunner.example');
  });

  test('a +tag is the same mailbox', () => {
    expect(mailboxKey('remy+quotes@bayourunner.example')).toBe('remy@bayourunner.example');
    expect(mailboxKey('remy+a+b@bayourunner.example')).toBe('remy@bayourunner.example');
  });

  test('dots in a Gmail name, and googlemail.com, are the same Gmail mailbox; elsewhere dots count', () => {
    expect(mailboxKey('R.e.m.y+x@googlemail.com')).toBe('remy@gmail.com');
    expect(mailboxKey('remy.cheramie@gmail.com')).toBe('remycheramie@gmail.com');
    expect(mailboxKey('remy.cheramie@bayourunner.example')).toBe('remy.cheramie@bayourunner.example');
  });

  test('a name that starts with + is kept whole; other mailboxes stay apart', () => {
    expect(mailboxKey('+1@bayourunner.example')).toBe('+1@bayourunner.example');
    expect(mailboxKey('dispatch@bayourunner.example')).not.toBe(mailboxKey('remy@bayourunner.example'));
    expect(mailboxKey('remy@bayourunner.example')).not.toBe(mailboxKey('remy@bayourunner.example.com'));
  });
});
