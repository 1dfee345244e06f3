import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@energiek/contracts/messages';
import { passwordProblems } from './password-policy.ts';

describe('passwordProblems', () => {
  it('rejects fewer than 10 characters', () => {
    expect(passwordProblems('Kort-12!')).toEqual([MESSAGES.passwordTooShort]);
  });

  it('rejects common passwords, also with digits or symbols around them', () => {
    expect(passwordProblems('password1234')).toEqual([MESSAGES.passwordCommon]);
    expect(passwordProblems('Wachtwoord2026!')).toEqual([MESSAGES.passwordCommon]);
    expect(passwordProblems('1234567890')).toEqual([MESSAGES.passwordCommon]);
  });

  it('accepts a long uncommon password', () => {
    expect(passwordProblems('Zonnepaneel-Dak-42')).toEqual([]);
  });
});
