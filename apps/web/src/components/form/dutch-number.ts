// A number as a Dutch user types it into a form field: a comma is the decimal mark, points group
// thousands. Text that is no number becomes NaN, so the contract that validates it names the field.

/** '12.345,5' → 12345.5; '12.345' → 12345; ' 10 000 ' → 10000; '' → null; anything else → NaN. */
export function parseDutchNumber(text: string): number | null {
  const trimmed = text.replace(/\s/g, '');
  if (!trimmed) return null;
  const normalised = trimmed.includes(',')
    ? trimmed.replace(/\./g, '').replace(',', '.')
    : /^\d{1,3}(\.\d{3})+$/.test(trimmed)
      ? trimmed.replace(/\./g, '')
      : trimmed;
  return /^-?\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : Number.NaN;
}

/** As parseDutchNumber, but '' → NaN too (a required field: the contract names it). */
export function dutchNumber(text: string): number {
  return parseDutchNumber(text) ?? Number.NaN;
}
