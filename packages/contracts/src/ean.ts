// EAN-18 connection codes (DOMAIN.md): 18 digits, GS1 mod-10 check digit, weights 3,1,3,1… from the left.

export const EAN_LENGTH = 18;

/** Check digit for the first 17 digits of an EAN-18. */
export function eanCheckDigit(first17: string): number {
  if (!/^\d{17}$/.test(first17)) throw new Error('eanCheckDigit expects 17 digits');
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10;
}

/** True when the code is 18 digits and its check digit is right. */
export function isValidEan(code: string): boolean {
  if (!/^\d{18}$/.test(code)) return false;
  return eanCheckDigit(code.slice(0, 17)) === Number(code[17]);
}

/** Completes 17 digits to a valid EAN-18. */
export function completeEan(first17: string): string {
  return first17 + String(eanCheckDigit(first17));
}
