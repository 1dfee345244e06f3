import {
  formatNumber,
  formatQuantity,
  formatQuantityNumber,
  quantityDecimals,
  type QuantityUnit,
} from '@energiek/contracts/format';
import { isoWeekday } from '@energiek/domain/buckets';

// The day labels beside the carpet plot (issue 32 "carpet rows have no day labels"): as many as fit one
// under the other (a label needs 16 px; a row is 2–12 px), every day, every n-th day, or for long periods
// the Mondays (every n-th Monday), each as weekday and day/month: "ma 04/05". Pure.

const WEEKDAYS = ['ma', 'di', 'wo', 'do', 'vr', 'za', 'zo'];
const LABEL_PX = 16;

export type CarpetDayLabel = { row: number; label: string };

export function carpetDayLabel(day: string): string {
  return `${WEEKDAYS[isoWeekday(day) - 1] ?? ''} ${day.slice(8, 10)}/${day.slice(5, 7)}`;
}

export function carpetDayLabels(days: readonly string[], rowHeight: number): CarpetDayLabel[] {
  const step = Math.max(1, Math.ceil(LABEL_PX / Math.max(1, rowHeight)));
  if (step < 7) {
    return days.flatMap((day, row) => (row % step === 0 ? [{ row, label: carpetDayLabel(day) }] : []));
  }
  const everyMonday = Math.ceil(step / 7);
  const out: CarpetDayLabel[] = [];
  let mondays = 0;
  days.forEach((day, row) => {
    if (isoWeekday(day) !== 1) return;
    if (mondays % everyMonday === 0) out.push({ row, label: carpetDayLabel(day) });
    mondays += 1;
  });
  return out;
}

const QUANTITY_UNITS: readonly string[] = ['kWh', 'm³', 'MWh', 'kW', 'm³/h'] satisfies QuantityUnit[];

/**
 * A slot value, the scale's ends or the base load by the one rule per unit (issue 32 "Decimals"): kWh and
 * m³ whole from 100, one decimal below; another volume unit (kVArh) by the kWh rule.
 */
export function carpetQuantity(value: number | null, unit: string): string {
  if (value === null) return '–';
  if (QUANTITY_UNITS.includes(unit)) return formatQuantity(value, unit as QuantityUnit);
  return `${unitNumber(value, unit)} ${unit}`;
}

/** The number alone by the same rule (a table whose header names the unit). */
export function unitNumber(value: number, unit: string): string {
  if (QUANTITY_UNITS.includes(unit)) return formatQuantityNumber(value, unit as QuantityUnit);
  return formatNumber(value, quantityDecimals('kWh', value));
}

/** The power a base load stands for: kW, or m³/h for gas, with one decimal. */
export function carpetPower(value: number | null, unit: string): string {
  return value === null ? '–' : formatQuantity(value, unit === 'm³' ? 'm³/h' : 'kW');
}
