import { formatDate, formatNumber } from '@energiek/contracts/format';
import type { SupplyBasisName } from '@energiek/contracts/forecast';
import { GAS_KWH_PER_M3 } from '@energiek/domain/gas';
import type { ConnectionRow } from '../purchase/purchase.service.ts';
import type { ForecastInputs } from './forecast.inputs.ts';

// The assumptions a forecast shows beside its figures (Dutch lines for the screen and the API).

const PRODUCT = { 1: 'elektriciteit', 2: 'gas' } as const;

export function assumptionsOf(
  inputs: ForecastInputs,
  rows: readonly ConnectionRow[],
  years: number[],
  labels: {
    SUPPLY_BASIS_LABELS: Record<SupplyBasisName, string>;
    VOLUME_SOURCE_LABELS: Record<string, string>;
  },
): { label: string; value: string }[] {
  const lines: { label: string; value: string }[] = [];
  const bySource = new Map<string, number>();
  for (const row of rows) {
    const source = inputs.volumes.get(row.id)?.source ?? 'none';
    bySource.set(source, (bySource.get(source) ?? 0) + 1);
  }
  lines.push({
    label: 'Verwacht volume',
    value:
      [...bySource.entries()]
        .map(([source, count]) => `${count}× ${labels.VOLUME_SOURCE_LABELS[source]?.toLowerCase() ?? source}`)
        .join(', ') || 'geen aansluitingen',
  });
  const normalised = [...inputs.volumes.values()].find((v) => v.degreeDays !== null)?.degreeDays;
  if (normalised) {
    lines.push({
      label: 'Graaddagen (De Bilt)',
      value: `afgelopen 12 maanden ${formatNumber(normalised.history, 1)}, normaal jaar ${formatNumber(normalised.normal, 1)} gewogen graaddagen`,
    });
  }
  const products = [...new Set(rows.map((r) => r.product))].sort();
  for (const product of products) {
    for (const year of years) {
      const forward = inputs.forward(product, year);
      lines.push({
        label: `Termijnprijs ${PRODUCT[product]} ${year}`,
        value: forward
          ? `€ ${formatNumber(forward.price.toNumber(), 2)}/MWh (${forward.period} base, notering ${formatDate(forward.quoteDate)}${forward.borrowed ? `; voor ${year} geen notering` : ''})`
          : 'geen termijnprijs: open volume niet te ramen',
      });
    }
    for (const year of years) {
      const tax = inputs.taxes.tax(product, year);
      lines.push({
        label: `Energiebelasting ${PRODUCT[product]} ${year}`,
        value: tax
          ? (tax.borrowedFrom === null
              ? `tarieven ${year}`
              : `tarieven ${tax.borrowedFrom} (${year} nog niet bekend)`) +
            (tax.rates.years.some((y) => !y.verified) ? ' — tarief niet geverifieerd' : '')
          : 'geen tarieven: niet meegerekend',
      });
    }
  }
  const glasshouse = rows.filter((r) => r.product === 2 && inputs.glasshouse.get(r.id) === true).length;
  if (glasshouse > 0) {
    lines.push({
      label: 'Glastuinbouw',
      value: `${glasshouse} van ${rows.filter((r) => r.product === 2).length} gasaansluitingen tegen het verlaagde gastarief glastuinbouw (eerste twee schijven; belastinginstellingen van de aansluiting) — tarief niet geverifieerd`,
    });
  }
  for (const year of years) {
    const vat = inputs.taxes.vatPct(year);
    lines.push({
      label: `Btw ${year}`,
      value: vat === null ? 'geen btw-tarief bekend' : `${formatNumber(Number(vat), 0)}%`,
    });
  }
  lines.push(
    {
      label: 'Belastingvermindering',
      value: `één per elektriciteitsaansluiting met verblijfsfunctie (belastinginstellingen van de aansluiting): ${
        [...inputs.reduction.values()].filter(Boolean).length
      } van ${rows.filter((r) => r.product === 1).length}`,
    },
    {
      label: 'Klikcontracten',
      value: 'geklikt deel tegen de gewogen klikprijs, open deel tegen de termijnprijs, plus de opslag',
    },
    { label: 'Gas in MWh', value: `${formatNumber(GAS_KWH_PER_M3.toNumber(), 3)} kWh per m³` },
    {
      label: 'Nettarief',
      value:
        'vastrecht, aansluitvergoeding en gecontracteerd vermogen van de netbeheerder per aansluitklasse (laatst bekende jaar); zonder tarief 0',
    },
  );
  return lines;
}

/** How this year's volume and open prices are taken (the forecast's current year). */
export function currentYearAssumptions(
  year: number,
  today: string,
  splits: readonly { profile: 'days' | 'degree-days' }[],
): { label: string; value: string }[] {
  const byDegreeDays = splits.some((s) => s.profile === 'degree-days');
  return [
    {
      label: `Volume ${year}`,
      value:
        `gemeten van 1 januari tot ${formatDate(today)}; dagen zonder meetdata en de rest van het jaar volgens het verwachte jaarvolume` +
        (byDegreeDays
          ? ' (gas: basislast per dag + verbruik per graaddag van een normaal jaar per maand; elektriciteit: per dag)'
          : ' (per dag)'),
    },
    {
      label: `Prijzen ${year}`,
      value:
        'vaste en geklikte prijzen uit de contracten; voor het open deel zijn geen werkelijke marktprijzen (dag- of maandindex) vastgelegd, dus geldt de termijnprijs hierboven',
    },
  ];
}
