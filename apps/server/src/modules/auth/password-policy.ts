import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MIN_LENGTH } from '@energiek/contracts/constants';
import { MESSAGES } from '@energiek/contracts/messages';

// Weak passwords: shorter than 10 characters, or among the ~49,000 most common passwords (the
// zxcvbn-ts common list), also when only digits or symbols were added to a common word.

const DUTCH_COMMON = [
  'wachtwoord',
  'welkom',
  'geheim',
  'zomer',
  'winter',
  'voorjaar',
  'najaar',
  'nederland',
  'amsterdam',
  'rotterdam',
];

let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  common ??= new Set([...(dictionary['passwords-common'] as string[]), ...DUTCH_COMMON]);
  return common;
}

export function passwordProblems(password: string): string[] {
  if (password.length < PASSWORD_MIN_LENGTH) return [MESSAGES.passwordTooShort];
  const lower = password.toLowerCase();
  const stem = lower.replace(/[\d\W_]+$/u, '').replace(/^[\d\W_]+/u, '');
  const list = commonPasswords();
  if (list.has(lower) || (stem.length > 0 && list.has(stem) && stem.length >= lower.length - 6)) {
    return [MESSAGES.passwordCommon];
  }
  return [];
}
