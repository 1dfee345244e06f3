// The Dutch month names: the one list every label, letter and export takes them from.

/** The Dutch month names, januari … december (index 0 is januari). */
export const DUTCH_MONTHS: readonly string[] = [
  'januari',
  'februari',
  'maart',
  'april',
  'mei',
  'juni',
  'juli',
  'augustus',
  'september',
  'oktober',
  'november',
  'december',
];

/** The Dutch name of a month numbered 1 (januari) to 12 (december); '' for any other number. */
export function monthName(month: number): string {
  return DUTCH_MONTHS[month - 1] ?? '';
}
