import Decimal from 'decimal.js';
import type { TaxVolumeSource } from '@energiek/contracts/tax-overview';
import type { TaxConnectionRow, YearVolumeRow } from './overview.repository.ts';

// Which volume a connection's year is taxed on: measured (the EMS year rollup) where it exists, else the
// expected annual volume from the connection's tax settings, else none. Invoices do not exist yet.

export type YearVolume = { source: TaxVolumeSource; volume: Decimal | null; coverage: number | null };

export type MeasuredIndex = Map<string, YearVolumeRow>;

export function indexMeasured(rows: readonly YearVolumeRow[]): MeasuredIndex {
  return new Map(rows.map((r) => [`${r.connectionId}:${r.year}`, r]));
}

export function yearVolume(connection: TaxConnectionRow, year: number, measured: MeasuredIndex): YearVolume {
  const m = measured.get(`${connection.id}:${year}`);
  if (m && m.count > 0) {
    return {
      source: 'ems',
      volume: new Decimal(m.sum),
      coverage: m.expected > 0 ? Math.min(1, Number((m.count / m.expected).toFixed(4))) : null,
    };
  }
  if (connection.expectedAnnualVolume !== null) {
    return { source: 'expected', volume: new Decimal(connection.expectedAnnualVolume), coverage: null };
  }
  return { source: 'none', volume: null, coverage: null };
}

export function addressOf(c: TaxConnectionRow): string {
  const street = [c.street, [c.houseNumber, c.houseNumberAddition].filter(Boolean).join('')]
    .filter(Boolean)
    .join(' ');
  return [street, [c.postcode, c.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}
