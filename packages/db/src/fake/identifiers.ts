import { completeEan } from '@energiek/contracts/ean';
import type { Random } from './random.ts';

// Identifiers in the formats Dutch users expect (DOMAIN.md): KvK, VAT, IBAN, EAN-18, GLN-13, postcodes.

/** Chamber of Commerce number: 8 digits, no leading zero. */
export function fakeKvkNumber(random: Random): string {
  return String(random.int(1, 9)) + random.digits(7);
}

/** Dutch VAT number: NL + 9 digits + B01. */
export function fakeVatNumber(random: Random): string {
  return `NL${String(random.int(1, 9))}${random.digits(8)}B01`;
}

const BANKS = ['ABNA', 'INGB', 'RABO', 'TRIO', 'SNSB', 'KNAB', 'BUNQ', 'ASNB'] as const;

/** A Dutch IBAN with correct mod-97 check digits and an account number that passes the old 11-test. */
export function fakeIban(random: Random): string {
  let account = '';
  while (!account) {
    const first9 = String(random.int(1, 9)) + random.digits(8);
    const sum = [...first9].reduce((total, digit, i) => total + Number(digit) * (10 - i), 0);
    const last = (11 - (sum % 11)) % 11;
    if (last < 10) account = first9 + String(last);
  }
  return ibanFor(random.pick(BANKS), account);
}

/** NLkk BANK 0123456789 with computed check digits kk. */
export function ibanFor(bank: string, account: string): string {
  const rearranged = `${bank}${account}NL00`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of rearranged) remainder = (remainder * 10 + Number(digit)) % 97;
  return `NL${String(98 - remainder).padStart(2, '0')}${bank}${account}`;
}

/** True when the IBAN's mod-97 check holds (ISO 13616). */
export function isValidIbanChecksum(iban: string): boolean {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(compact)) return false;
  const rearranged = (compact.slice(4) + compact.slice(0, 4)).replace(/[A-Z]/g, (letter) =>
    String(letter.charCodeAt(0) - 55),
  );
  let remainder = 0;
  for (const digit of rearranged) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

/** A valid EAN-18 that starts with the given digits (e.g. '871687'), the rest random. */
export function fakeEan(random: Random, prefix = '871'): string {
  return completeEan(prefix + random.digits(17 - prefix.length));
}

/** A GS1 GLN-13 (party code) with its check digit: weights 1,3,1,3… from the left over 12 digits. */
export function glnFor(first12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return first12 + String((10 - (sum % 10)) % 10);
}

/** '1234 AB' within [from, to]; never the letter combinations SA, SD, SS that PostNL does not issue. */
export function fakePostcode(random: Random, from: number, to: number): string {
  const letters = 'ABCDEGHJKLMNPRSTVWXZ';
  let pair = 'SS';
  while (['SA', 'SD', 'SS'].includes(pair)) pair = random.pick([...letters]) + random.pick([...letters]);
  return `${String(random.int(from, to))} ${pair}`;
}

/** A landline number in the city's area code, e.g. '020 123 4567' or '0174 123 456'. */
export function fakePhoneNumber(random: Random, areaCode: string): string {
  // Ten digits in all, the area code's leading 0 included.
  const rest = String(random.int(2, 9)) + random.digits(9 - areaCode.length);
  return `${areaCode} ${rest.slice(0, 3)} ${rest.slice(3)}`;
}

/** A mobile number '06 12345678'. */
export function fakeMobileNumber(random: Random): string {
  return `06 ${String(random.int(1, 6))}${random.digits(7)}`;
}
