import { format, isValid, parse, parseISO } from 'date-fns';
import type { Month } from 'date-fns';
import { nl } from 'date-fns/locale/nl';
import { tz } from '@date-fns/tz';

// The display formats of spec §1 and §5: Dutch separators, DD/MM/YYYY in Europe/Amsterdam, Dutch month
// names, mm:ss / h:mm:ss durations. Shared by the web app and by anything the server renders (mails, PDFs).
// Missing or invalid input formats as an empty string, so a list cell simply stays blank.

export const TIME_ZONE = 'Europe/Amsterdam';
const inAmsterdam = tz(TIME_ZONE);

export type DateValue = Date | string | number;

/** A number with Dutch separators: '.' groups thousands, ',' marks decimals. */
export function formatNumber(value: number | null | undefined, decimals = 0): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return new Intl.NumberFormat('nl-NL', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    // nl-NL leaves four-digit numbers ungrouped by default; we always group (1.234).
    useGrouping: true,
    // Never '-0,00' for a value that rounds to zero.
    signDisplay: 'negative',
  }).format(value);
}

/**
 * An amount in euros: '€ 1.234,56'. Negative amounts keep the sign after the symbol, '€ -1.234,56':
 * the Dutch convention (also what Intl's nl-NL currency style produces), and the '€' lines up in
 * columns. A normal space, not Intl's no-break space, so the text matches exactly what spec §5 shows.
 */
export function formatCurrency(value: number | null | undefined): string {
  const amount = formatNumber(value, 2);
  return amount ? `€ ${amount}` : '';
}

export type VolumeUnit = 'kWh' | 'MWh' | 'm³' | 'kW';

/** A volume with its unit: '12.345 kWh', '1.234 m³'. */
export function formatVolume(value: number | null | undefined, unit: VolumeUnit, decimals = 0): string {
  const amount = formatNumber(value, decimals);
  return amount ? `${amount} ${unit}` : '';
}

/** Reads a Date, epoch milliseconds or an ISO string; a date-only string is a calendar day in Amsterdam. */
function toDate(value: DateValue | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = typeof value === 'string' ? parseISO(value, { in: inAmsterdam }) : new Date(value);
  return isValid(date) ? date : null;
}

function formatIn(value: DateValue | null | undefined, pattern: string): string {
  const date = toDate(value);
  return date ? format(date, pattern, { locale: nl, in: inAmsterdam }) : '';
}

/** DD/MM/YYYY in Europe/Amsterdam, e.g. '21/11/2026'. */
export function formatDate(value: DateValue | null | undefined): string {
  return formatIn(value, 'dd/MM/yyyy');
}

/** DD/MM/YYYY HH:mm in Europe/Amsterdam (24-hour clock), e.g. '21/11/2026 14:05'. */
export function formatDateTime(value: DateValue | null | undefined): string {
  return formatIn(value, 'dd/MM/yyyy HH:mm');
}

/** Month and year in Dutch, e.g. 'maart 2026'. */
export function formatMonth(value: DateValue | null | undefined): string {
  return formatIn(value, 'LLLL yyyy');
}

/** The Dutch month names, januari … december (index 0 is januari). */
export const DUTCH_MONTHS: readonly string[] = Array.from({ length: 12 }, (_, index) =>
  nl.localize.month(index as Month, { width: 'wide' }),
);

/** The Dutch name of a month numbered 1 (januari) to 12 (december). */
export function monthName(month: number): string {
  return DUTCH_MONTHS[month - 1] ?? '';
}

/** A calendar day as the API exchanges it: YYYY-MM-DD in Europe/Amsterdam. */
export function toIsoDate(value: DateValue | null | undefined): string {
  return formatIn(value, 'yyyy-MM-dd');
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
  const [, day, month, year] = match;
  const date = parse(`${day}/${month}/${year}`, 'd/M/yyyy', new Date(), { in: inAmsterdam });
  return isValid(date) ? new Date(date.getTime()) : null;
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
