import { monthName } from '@energiek/domain/dutch-months';
import { instantsOfLocalTime } from '@energiek/domain/local-time';

// The display formats of spec §1 and §5: Dutch separators, DD/MM/YYYY in Europe/Amsterdam, Dutch month
// names, mm:ss / h:mm:ss durations. Shared by the web app and by anything the server renders (mails, PDFs).
// Missing or invalid input formats as an empty string, so a list cell simply stays blank.

export const TIME_ZONE = 'Europe/Amsterdam';
// Dates are formatted with the platform's Intl (no date library in the first load of every screen).
const PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export type DateValue = Date | string | number;

/** A decimal as the API exchanges money and volumes: '-1234.5', '0.10880'. */
const DECIMAL_STRING = /^[-+]?\d+(\.\d+)?$/;

/** A number or decimal string → what Intl formats, or null when it is missing or not a number. */
function formattable(value: number | string | null | undefined): number | `${number}` | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string')
    return DECIMAL_STRING.test(value.trim()) ? (value.trim() as `${number}`) : null;
  return Number.isFinite(value) ? value : null;
}

/**
 * A number with Dutch separators: '.' groups thousands, ',' marks decimals. A decimal string ('1234.565',
 * as the API sends money) is rounded exactly as written (half away from zero), never through a float.
 */
export function formatNumber(value: number | string | null | undefined, decimals = 0): string {
  const input = formattable(value);
  if (input === null) return '';
  return new Intl.NumberFormat('nl-NL', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    // nl-NL leaves four-digit numbers ungrouped by default; we always group (1.234).
    useGrouping: true,
    // Never '-0,00' for a value that rounds to zero.
    signDisplay: 'negative',
  }).format(input);
}

/**
 * An amount in euros: '€ 1.234,56'. A negative amount keeps the minus sign straight before the number,
 * after the symbol: '€ -1.234,56'. That is the Taalunie's advice (taaladvies.net, "Euro: – € 12 / € -12",
 * after NBN Z 01-002): '€ -12' is a negative amount ("the currency is €, the amount is -12"), whereas
 * '– € 12' (minus before the symbol, with a space) reads as a discount of 12 euros. It is also what
 * Intl's nl-NL currency style produces, and the '€' lines up in columns. A plain hyphen-minus, not
 * U+2212, so copied amounts paste into spreadsheets as numbers. A normal space, not Intl's no-break
 * space, so the text matches exactly what spec §5 shows. The one rule for money on every screen, letter
 * and export (issue 32): a decimal string from the API ('-44.58') goes in as it is.
 */
export function formatCurrency(value: number | string | null | undefined): string {
  const amount = formatNumber(value, 2);
  return amount ? `€ ${amount}` : '';
}

export type VolumeUnit = 'kWh' | 'MWh' | 'm³' | 'kW';

/** A volume with its unit: '12.345 kWh', '1.234 m³'. */
export function formatVolume(value: number | null | undefined, unit: VolumeUnit, decimals = 0): string {
  const amount = formatNumber(value, decimals);
  return amount ? `${amount} ${unit}` : '';
}

// One rule per unit (issue 32), for every screen and export a consultant reads: energy volumes whole, or
// with one decimal below 100 (0,4 kWh should not read 0); MWh, kW and m³/h one decimal; euros two; a price
// per MWh two; a price per kWh or m³ five (the precision of the official tax rates).

export type QuantityUnit = 'kWh' | 'm³' | 'MWh' | 'kW' | 'm³/h';
export type PriceUnit = '€' | '€/MWh' | '€/kWh' | '€/m³' | '€/maand';

/** Below this an energy volume keeps one decimal; from it on it is whole. */
const WHOLE_FROM = 100;

/** The decimals a value of this unit is shown with. */
export function quantityDecimals(unit: QuantityUnit, value: number): number {
  if (unit === 'kWh' || unit === 'm³') return Math.abs(value) < WHOLE_FROM ? 1 : 0;
  return 1;
}

export const PRICE_DECIMALS: Record<PriceUnit, number> = {
  '€': 2,
  '€/MWh': 2,
  '€/kWh': 5,
  '€/m³': 5,
  '€/maand': 2,
};

/** A quantity by its unit's rule, without the unit: '539,89' kWh → '540', '0,43' → '0,4', kW '160,0'. */
export function formatQuantityNumber(value: number | null | undefined, unit: QuantityUnit): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return formatNumber(value, quantityDecimals(unit, value));
}

/** A quantity with its unit by the unit's rule: '1.150,0 MWh', '540 kWh', '160,0 kW'. */
export function formatQuantity(value: number | null | undefined, unit: QuantityUnit): string {
  const amount = formatQuantityNumber(value, unit);
  return amount ? `${amount} ${unit}` : '';
}

/**
 * Weighted degree days with one decimal ('17,6'; KNMI gives daily means in tenths of a degree), and the use
 * per degree day (m³ or kWh per graaddag) with two ('11,16'): a column never mixes '22' and '17,6'.
 */
export function formatDegreeDays(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : formatNumber(value, 1);
}
export function formatPerDegreeDay(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : formatNumber(value, 2);
}
/**
 * CO2 emissions given in kg: whole kg below 1,000 kg ('229 kg CO₂'), above that tonnes with one decimal
 * ('12,3 ton CO₂'; 1 ton = 1,000 kg). Empty for null (no emission factor for the year).
 */
export function formatCo2(kg: number | null | undefined): string {
  if (kg === null || kg === undefined || !Number.isFinite(kg)) return '';
  return Math.abs(kg) < 1000 ? `${formatNumber(kg)} kg CO₂` : `${formatNumber(kg / 1000, 1)} ton CO₂`;
}

/**
 * A meter register as read ('2.285', '1.050,5', '12.345,678'): Dutch grouping and only the decimals the
 * reading has (at most the 3 stored), so a whole-kWh register is not shown as '2.285,000'.
 */
export function formatRegister(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const number = Number(value);
  if (!Number.isFinite(number)) return '';
  return new Intl.NumberFormat('nl-NL', {
    minimumFractionDigits: 0,
    maximumFractionDigits: 3,
    useGrouping: true,
    signDisplay: 'negative',
  }).format(number);
}

/** A price by its unit's rule: '€ 87,50/MWh', '€ 0,10154/kWh', '€ 2,75/maand'; '€' alone is an amount. */
export function formatPrice(value: number | string | null | undefined, unit: PriceUnit): string {
  const amount = formatNumber(value, PRICE_DECIMALS[unit]);
  if (!amount) return '';
  return unit === '€' ? `€ ${amount}` : `€ ${amount}/${unit.slice(2)}`;
}

const ISO_LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;

/** Midnight-based minutes of a wall-clock time in Amsterdam → the instant (the earlier one in the repeated
 *  autumn hour, the hour after in the skipped spring hour). */
function amsterdamInstant(isoDay: string, minuteOfDay: number, second = 0): Date | null {
  const [first] = instantsOfLocalTime(isoDay, minuteOfDay);
  const found = first ?? instantsOfLocalTime(isoDay, minuteOfDay + 60)[0];
  return found ? new Date(found.getTime() + second * 1000) : null;
}

/** Reads a Date, epoch milliseconds or an ISO string; a string without an offset is Amsterdam time. */
function toDate(value: DateValue | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value !== 'string') {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  const local = ISO_LOCAL.exec(value.trim());
  if (local) {
    const [, y, m, d, hh = '0', mm = '0', ss = '0'] = local;
    if (!isCalendarDay(Number(y), Number(m), Number(d))) return null;
    return amsterdamInstant(`${y}-${m}-${d}`, Number(hh) * 60 + Number(mm), Number(ss));
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value.trim())) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

type AmsterdamParts = { year: string; month: string; day: string; hour: string; minute: string };

function amsterdamParts(value: DateValue | null | undefined): AmsterdamParts | null {
  const date = toDate(value);
  if (!date) return null;
  const parts = Object.fromEntries(PARTS.formatToParts(date).map((p) => [p.type, p.value]));
  return {
    year: parts.year ?? '',
    month: parts.month ?? '',
    day: parts.day ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
  };
}

function isCalendarDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** DD/MM/YYYY in Europe/Amsterdam, e.g. '21/11/2026'. */
export function formatDate(value: DateValue | null | undefined): string {
  const p = amsterdamParts(value);
  return p ? `${p.day}/${p.month}/${p.year}` : '';
}

/** DD/MM/YYYY HH:mm in Europe/Amsterdam (24-hour clock), e.g. '21/11/2026 14:05'. */
export function formatDateTime(value: DateValue | null | undefined): string {
  const p = amsterdamParts(value);
  return p ? `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}` : '';
}

/** Month and year in Dutch, e.g. 'maart 2026'. */
export function formatMonth(value: DateValue | null | undefined): string {
  const p = amsterdamParts(value);
  return p ? `${monthName(Number(p.month))} ${p.year}` : '';
}

export { DUTCH_MONTHS, monthName } from '@energiek/domain/dutch-months';

/** A calendar day as the API exchanges it: YYYY-MM-DD in Europe/Amsterdam. */
export function toIsoDate(value: DateValue | null | undefined): string {
  const p = amsterdamParts(value);
  return p ? `${p.year}-${p.month}-${p.day}` : '';
}

/** A duration in whole seconds: 'mm:ss' under an hour, 'h:mm:ss' from an hour (spec §5). */
export function formatDuration(totalSeconds: number): string {
  const seconds = Number.isFinite(totalSeconds) ? Math.max(0, Math.floor(totalSeconds)) : 0;
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const mmss = `${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
  return hours > 0 ? `${hours}:${mmss}` : mmss;
}

const DUTCH_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

/**
 * Reads a date typed as DD/MM/YYYY (also D/M/YYYY, and '-' or '.' as separator) into midnight
 * Europe/Amsterdam of that day; null when it is not a real calendar date (31/02/2026).
 */
export function parseDutchDate(text: string): Date | null {
  const match = DUTCH_DATE.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = match.slice(1).map(Number) as [number, number, number];
  if (!isCalendarDay(year, month, day)) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return amsterdamInstant(`${year}-${pad(month)}-${pad(day)}`, 0);
}

/** '8716 1234 5678 9012 34' → '871612345678901234': spaces and dots typed in between are dropped. */
export function compactEan(value: string): string {
  return value.replace(/[\s.]/g, '');
}

/**
 * An EAN in groups of four for reading ('8716 0039 6533 1148 65'): the one EAN format of every screen.
 * Accepts a code that already has spaces or dots; anything else than an EAN is returned as it came.
 */
export function formatEan(value: string | null | undefined): string {
  if (!value) return '';
  const digits = compactEan(value);
  return /^\d+$/.test(digits) ? digits.replace(/(\d{4})(?=\d)/g, '$1 ') : value;
}
