import Decimal from 'decimal.js';
import type { TaxVolumeSource } from '@energiek/contracts/tax-overview';
import { expectedPeriodVolume, type VolumeCertainty } from '@energiek/domain/expected-volume';
import type { YearVolumeRow } from '../ems/ems.service.ts';
import type { TaxConnectionRow } from './overview.repository.ts';

// Which volume a connection's year is taxed on, by the one expected-volume rule
// (packages/domain/src/expected-volume.ts): measured (the EMS year rollup) where it covers enough of the
// year — a partial year scaled by the days covered —, else the expected annual volume from the
// connection's tax settings, else none. Invoices do not exist yet.

export type YearVolume = {
  source: TaxVolumeSource;
  volume: Decimal | null;
  coverage: number | null;
  /** How sure the volume is; null when none is known. */
  certainty: VolumeCertainty | null;
  /** The measured part was scaled up to the whole year. */
  extrapolated: boolean;
};

const daysIn = (year: number) => (Date.UTC(year + 1, 0, 1) - Date.UTC(year, 0, 1)) / 86_400_000;

export type MeasuredIndex = Map<string, YearVolumeRow>;

export function indexMeasured(rows: readonly YearVolumeRow[]): MeasuredIndex {
  return new Map(rows.map((r) => [`${r.connectionId}:${r.year}`, r]));
}

export function yearVolume(connection: TaxConnectionRow, year: number, measured: MeasuredIndex): YearVolume {
  const m = measured.get(`${connection.id}:${year}`);
  const periodDays = daysIn(year);
  const share = m && m.count > 0 && m.expected > 0 ? Math.min(1, m.count / m.expected) : null;
  const result = expectedPeriodVolume({
    product: connection.product,
    periodDays,
    interval: m && share !== null ? { volume: Number(m.sum), coveredDays: share * periodDays } : null,
    readings: null,
    stated:
      connection.expectedAnnualVolume === null
        ? null
        : { annual: Number(connection.expectedAnnualVolume), yearDays: periodDays },
  });
  if (result.basis === 'interval' && m) {
    const extrapolated = result.method !== 'measured';
    return {
      source: 'ems',
      // A whole year is the measured sum as it is (no float round trip).
      volume: extrapolated
        ? new Decimal(result.volume!).toDecimalPlaces(3, Decimal.ROUND_HALF_UP)
        : new Decimal(m.sum),
      coverage: share === null ? null : Number(share.toFixed(4)),
      certainty: result.certainty,
      extrapolated,
    };
  }
  if (result.basis === 'stated') {
    return {
      source: 'expected',
      volume: new Decimal(connection.expectedAnnualVolume!),
      coverage: null,
      certainty: result.certainty,
      extrapolated: false,
    };
  }
  return { source: 'none', volume: null, coverage: null, certainty: null, extrapolated: false };
}

export function addressOf(c: TaxConnectionRow): string {
  const street = [c.street, [c.houseNumber, c.houseNumberAddition].filter(Boolean).join('')]
    .filter(Boolean)
    .join(' ');
  return [street, [c.postcode, c.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}
