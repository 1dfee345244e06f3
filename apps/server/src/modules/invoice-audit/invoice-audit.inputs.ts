import Decimal from 'decimal.js';
import { EMS_CHANNELS } from '@energiek/contracts/ems';
import { daysBetween, nextDay } from '@energiek/domain/calendar';
import { valuesInForceOver } from '@energiek/domain/connection-history';
import { largeBasis } from '@energiek/domain/large-connection';
import { effectiveRateLines } from '@energiek/domain/effective-rate';
import { pickGridTariffRow } from '@energiek/domain/grid-level';
import {
  inputKey,
  inputsNeeded,
  type AuditConnection,
  type AuditInvoice,
} from '@energiek/domain/invoice-audit';
import type {
  ContractRates,
  GridTariffInput,
  MeasuredPeriod,
  ShadowInputs,
} from '@energiek/domain/shadow-bill';
import type { ServiceContext } from '../../core/context.ts';
import { periodMeasurements, type PeriodMeasurement } from '../ems/ems.service.ts';
import {
  loadGridTariffs,
  loadMeteringTariffs,
  type GridTariffRow,
  type MeteringTariffRow,
} from '../parameters/parameters.service.ts';
import {
  agreementInputs,
  clickPosition,
  customerConnections,
  fieldTimelines,
  loadPurchaseData,
  type ConnectionRow,
} from '../purchasing/purchasing.service.ts';
import { glasshouseOf, ratesFor, reductionApplies } from '../taxes/taxes.service.ts';

// Loads the shadow-bill inputs of an invoice through the other areas' front doors: connections and
// agreements (purchase), interval rollups (ems), grid and metering tariffs (parameters), tax rates and the reduction
// (taxes: glasshouse horticulture gas at the reduced rates, as the calculator computes it). Nothing is guessed: what is not there stays null and the shadow bill names it.

const ZERO = new Decimal(0);

export type LoadedInputs = {
  connections: Map<number, AuditConnection>;
  inputs: Map<string, ShadowInputs>;
  /** What the result is computed on (Dutch). */
  basis: string[];
};

function measuredOf(rows: readonly PeriodMeasurement[], product: number): MeasuredPeriod | null {
  const energyChannel = product === 2 ? EMS_CHANNELS.gas.code : EMS_CHANNELS.consumption.code;
  const energy = rows.filter((r) => r.channel === energyChannel);
  if (energy.length === 0) return null;
  const total = energy.reduce((a, r) => a.plus(r.sum), ZERO);
  const low = product === 2 ? ZERO : energy.reduce((a, r) => a.plus(r.sumLow), ZERO);
  const of = (code: number) => rows.filter((r) => r.channel === code);
  const reactive = of(EMS_CHANNELS.reactive.code);
  return {
    normal: total.minus(low),
    low,
    production: of(EMS_CHANNELS.production.code).reduce((a, r) => a.plus(r.sum), ZERO),
    reactive: reactive.length ? reactive.reduce((a, r) => a.plus(r.sum), ZERO) : null,
    peakKwByMonth: energy.map((r) => ({ month: r.month, kw: r.peakKw })),
    daysCovered: energy.reduce((a, r) => a + r.days, 0),
  };
}

/**
 * The grid tariff of a connection for a year: the sheet row of its grid level (`gridTariffClasses`: LS for
 * 3x100A–3x250A, MS/LS for such a connection on its own transformer, MS for MS-D …); null when the operator's
 * sheet has no row for it (the audit says so instead of taking another level's fees).
 */
export function gridTariffOf(
  rows: readonly GridTariffRow[],
  c: Pick<ConnectionRow, 'gridOperatorId' | 'product' | 'capacity' | 'trafoId'>,
  year: number,
): GridTariffInput | null {
  const own = rows.filter(
    (r) => r.gridOperatorId === c.gridOperatorId && r.product === c.product && r.year === year,
  );
  const row = pickGridTariffRow(own, {
    product: c.product === 2 ? 2 : 1,
    capacity: c.capacity,
    onTransformer: c.trafoId !== null,
  });
  if (!row) return null;
  const v = row.values;
  return {
    fixedTransportFee: v.fixedTransportFee ?? null,
    periodicConnectionFee: v.periodicConnectionFee ?? null,
    contractedCapacityRate: v.contractedCapacityRate ?? null,
    maxKwRate: v.maxKwRate ?? null,
    kwhRate: v.kwhRate ?? null,
    kwhRateLow: v.kwhRateLow ?? null,
    kvarhRate: v.kvarhRate ?? null,
    meteringFee: v.meteringFee ?? null,
  };
}

/**
 * The yearly meter fee of a connection: the grid sheet's meettarief where the grid operator runs the meter;
 * where a metering company does, its own tariff (parameters kind 'metering-tariff') of the connection's
 * product and the year; null where neither is known (the audit says the tariff is unknown).
 */
export function meteringFeeYearOf(
  tariff: GridTariffInput | null,
  c: Pick<ConnectionRow, 'measuringCompanyId' | 'product'>,
  meteringTariffs: readonly MeteringTariffRow[] = [],
  year?: number,
): Decimal.Value | null {
  if (c.measuringCompanyId === null) return tariff?.meteringFee ?? null;
  const own = meteringTariffs.find(
    (r) =>
      r.measuringCompanyId === c.measuringCompanyId &&
      r.product === (c.product === 2 ? 2 : 1) &&
      r.year === year,
  );
  return own?.meteringFee ?? null;
}

/** Every shadow-bill input of an invoice's connections and periods. */
export async function loadShadowInputs(
  ctx: ServiceContext,
  customerId: number,
  invoice: AuditInvoice,
): Promise<LoadedInputs> {
  const needed = inputsNeeded(invoice);
  const rows = await customerConnections(ctx.db, customerId);
  const ids = new Set(invoice.lines.flatMap((l) => (l.connectionId === null ? [] : [l.connectionId])));
  const own = rows.filter((r) => ids.has(r.id));
  // The contracted kW as it was in the invoice period (connection history), not the value now: it prices
  // the capacity lines and says whether the connection was large (three invoices a month) then.
  const capacityHistory = await fieldTimelines(
    ctx.db,
    customerId,
    own.map((c) => c.id),
    'contractedCapacity',
  );
  const currentKw = (c: (typeof own)[number]) =>
    c.contractedCapacity === null ? null : String(c.contractedCapacity);
  const connections = new Map<number, AuditConnection>(
    own.map((c) => [
      c.id,
      {
        id: c.id,
        ean: c.ean,
        product: c.product === 2 ? 2 : 1,
        ...largeBasis(c.contractedCapacity, capacityHistory.get(c.id)),
      },
    ]),
  );
  const inputs = new Map<string, ShadowInputs>();
  const basis: string[] = [];
  if (needed.length === 0 || own.length === 0) return { connections, inputs, basis };

  const firstDay = needed.map((n) => n.period.from).sort()[0]!;
  const lastDay = needed
    .map((n) => n.period.to)
    .sort()
    .at(-1)!;
  const [measurements, purchase, grid, metering, reduction, glasshouse] = await Promise.all([
    periodMeasurements(ctx.db, customerId, [...connections.keys()], firstDay, nextDay(lastDay)),
    loadPurchaseData(ctx.db, customerId, own),
    loadGridTariffs(ctx, [...new Set(own.flatMap((c) => (c.gridOperatorId ? [c.gridOperatorId] : [])))]),
    loadMeteringTariffs(ctx, [
      ...new Set(own.flatMap((c) => (c.measuringCompanyId ? [c.measuringCompanyId] : []))),
    ]),
    reductionApplies(ctx, customerId, own),
    // Glasshouse horticulture gas (tax setting, migration 0040): the reduced gas rates, as the calculator.
    glasshouseOf(
      ctx,
      customerId,
      own.filter((c) => c.product === 2).map((c) => c.id),
    ),
  ]);
  const lastMeasured = measurements
    .map((m) => m.month)
    .sort()
    .at(-1);
  basis.push(lastMeasured ? `Meetdata (dagtotalen) t/m ${lastMeasured}` : 'Geen meetdata');

  for (const { connectionId, period } of needed) {
    const c = own.find((r) => r.id === connectionId);
    if (!c) continue;
    const product = c.product === 2 ? 2 : 1;
    const priorFrom = `${period.from.slice(0, 4)}-01-01`;
    const priorDays = daysBetween(priorFrom, period.from);
    const [inPeriod, prior] = await Promise.all([
      periodMeasurements(ctx.db, customerId, [connectionId], period.from, nextDay(period.to)),
      priorDays === 0 ? [] : periodMeasurements(ctx.db, customerId, [connectionId], priorFrom, period.from),
    ]);
    const measured = measuredOf(inPeriod, product);
    // Consumption from 1 January up to the period: known when every day of it is measured.
    const priorMeasured = measuredOf(prior, product);
    const priorVolume =
      priorDays === 0
        ? '0'
        : priorMeasured && priorMeasured.daysCovered >= priorDays
          ? new Decimal(priorMeasured.normal).plus(priorMeasured.low).toString()
          : null;
    let volumeByYear: Record<number, string> | null = null;
    if (period.from.slice(0, 4) !== period.to.slice(0, 4) && measured) {
      volumeByYear = {};
      const channel = product === 2 ? EMS_CHANNELS.gas.code : EMS_CHANNELS.consumption.code;
      for (const m of inPeriod.filter((r) => r.channel === channel)) {
        const y = Number(m.month.slice(0, 4));
        volumeByYear[y] = new Decimal(volumeByYear[y] ?? 0).plus(m.sum).toString();
      }
    }
    const agreements = agreementInputs(purchase, connectionId);
    const lines = effectiveRateLines(agreements, period.from, (a, year) =>
      clickPosition(purchase, a, year, () => null),
    );
    const find = (component: string) =>
      lines.find((l) => l.component === component)?.price.toString() ?? null;
    const single = find('single') ?? find('click') ?? find('gas');
    const indexLine = lines.find((l) => l.component === 'index-markup');
    const contract: ContractRates | null =
      lines.length === 0
        ? null
        : {
            single,
            normal: find('normal'),
            low: find('low'),
            fixedFeeMonth: find('fixed-fee'),
            greenCertificates: find('green-certificates'),
            index: indexLine ? { name: indexLine.indexName, markup: indexLine.price.toString() } : null,
          };
    const years = [...new Set([period.from.slice(0, 4), period.to.slice(0, 4)])];
    // Gas of a glasshouse horticulture business: the reduced rates of the first two brackets.
    const reduced = product === 2 && (glasshouse.get(connectionId) ?? false);
    const tax = await ratesFor(ctx, product, [{ from: period.from, to: nextDay(period.to) }], {
      glasshouse: reduced,
    }).catch(() => null);
    if (reduced) basis.push(`Energiebelasting gas: verlaagd tarief glastuinbouw (EAN ${c.ean})`);
    if (tax && tax.years.length < years.length)
      basis.push(`Energiebelasting: niet alle jaren bekend (${years.join(', ')})`);
    // Issue 27: a shadow bill on rates not checked against the official table says so.
    const unverified = tax?.years.filter((y) => !y.verified).map((y) => y.year) ?? [];
    if (unverified.length > 0)
      basis.push(`Energiebelasting ${unverified.join(', ')}: tarief niet geverifieerd`);
    const gridTariff = gridTariffOf(grid, c, Number(period.from.slice(0, 4)));
    const contractedParts = valuesInForceOver(capacityHistory.get(connectionId) ?? [], period, currentKw(c));
    inputs.set(inputKey(connectionId, period), {
      product,
      measured,
      priorVolume,
      volumeByYear,
      contract,
      tax,
      reduction: reduction.get(connectionId) ?? false,
      business: true,
      grid: gridTariff,
      contractedKw: contractedParts.at(-1)?.value ?? null,
      contractedKwParts: contractedParts.map((part) => ({ from: part.from, to: part.to, kw: part.value })),
      meteringFeeYear: meteringFeeYearOf(gridTariff, c, metering, Number(period.from.slice(0, 4))),
    });
    if (contract) {
      basis.push(`Overeenkomst ${[...new Set(lines.map((l) => l.agreementId))].join(', ')} (EAN ${c.ean})`);
    }
  }
  return { connections, inputs, basis: [...new Set(basis)] };
}
