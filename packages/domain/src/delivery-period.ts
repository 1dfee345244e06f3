// Delivery periods of forward market products (DOMAIN.md "Purchasing"): a calendar year 'Cal-27', a quarter
// 'Q1-27' or a month 'Jan-27' (English three-letter month, as the exchanges quote them). Years are 20xx.

export type DeliveryPeriodKind = 'year' | 'quarter' | 'month';

export type DeliveryPeriod = {
  kind: DeliveryPeriodKind;
  /** The canonical code, e.g. 'Cal-27', 'Q1-27', 'Jan-27'. */
  code: string;
  year: number;
  /** First day, YYYY-MM-DD. */
  from: string;
  /** The day after the last day, YYYY-MM-DD (exclusive). */
  to: string;
};

export const DELIVERY_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** The month code of a calendar month: '2027-03' → 'Mar-27'. */
export function deliveryMonthCode(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return `${DELIVERY_MONTHS[m - 1]}-${String(year % 100).padStart(2, '0')}`;
}

function day(year: number, month: number): string {
  // month is 1-based and may be 13 (January of the next year).
  const y = month > 12 ? year + 1 : year;
  const m = month > 12 ? month - 12 : month;
  return `${y}-${String(m).padStart(2, '0')}-01`;
}

/** Parses 'Cal-27', 'Q3-26' or 'Mar-27' (case-insensitive, spaces ignored); null when it is none of them. */
export function parseDeliveryPeriod(input: string): DeliveryPeriod | null {
  const value = input.replace(/\s+/g, '');
  const year = (yy: string) => 2000 + Number(yy);
  let match = /^cal-?(\d{2})$/i.exec(value);
  if (match) {
    const y = year(match[1]!);
    return { kind: 'year', code: `Cal-${match[1]}`, year: y, from: day(y, 1), to: day(y, 13) };
  }
  match = /^q([1-4])-?(\d{2})$/i.exec(value);
  if (match) {
    const y = year(match[2]!);
    const q = Number(match[1]);
    const first = (q - 1) * 3 + 1;
    return {
      kind: 'quarter',
      code: `Q${q}-${match[2]}`,
      year: y,
      from: day(y, first),
      to: day(y, first + 3),
    };
  }
  match = /^([a-z]{3})-?(\d{2})$/i.exec(value);
  if (match) {
    const index = DELIVERY_MONTHS.findIndex((name) => name.toLowerCase() === match![1]!.toLowerCase());
    if (index < 0) return null;
    const y = year(match[2]!);
    return {
      kind: 'month',
      code: `${DELIVERY_MONTHS[index]}-${match[2]}`,
      year: y,
      from: day(y, index + 1),
      to: day(y, index + 2),
    };
  }
  return null;
}
