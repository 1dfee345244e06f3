import { localDayOf } from '@energiek/domain/local-time';
import { addDays, daysBetween, daysInMonth, nextDay, startOfMonthPlus } from '@energiek/domain/calendar';
import { calculateEnergyTax, daysInYear, type EnergyTaxRates } from '@energiek/domain/energy-tax';
import {
  feePerDay,
  lineAmount,
  negativeCents,
  roundCents,
  totalsOfLines,
} from '@energiek/domain/invoice-lines';
import { valuesInForceOver, type HistoryInterval } from '@energiek/domain/connection-history';
import { demoMeterOf, demoMonthUse, demoRegisterMonthUse } from '@energiek/domain/demo-connection';
import { demoSeed } from '@energiek/domain/demo-profiles';
import { gasGridFeeLines, type GasGridTariff } from '@energiek/domain/grid-fees';
import { pickGridTariffRow } from '@energiek/domain/grid-level';
import { windowOfConnection, type LowTariffWindow } from '@energiek/domain/low-tariff-window';
import { vatRateOn } from '@energiek/domain/shadow-bill';
import { monthlyVolumes } from '@energiek/domain/usage-profile';
import type { EnergyTaxYear, TaxBracket, VatPeriod } from '@energiek/domain/tax-rates';
import type { InvoiceUnit } from '@energiek/contracts/invoices';
import type { ParameterBody } from '@energiek/contracts/parameters';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { connections } from '../schema/connections.ts';
import { customers } from '../schema/identity.ts';
import { entities } from '../schema/entities.ts';
import { gridOperators, measuringCompanies, suppliers } from '../schema/master-data.ts';
import { connectionTaxSettings } from '../schema/taxes.ts';
import { connectionHistory } from '../schema/mutations.ts';
import { invoiceLines, invoices, type NewInvoice, type NewInvoiceLine } from '../schema/invoices.ts';
import { supplyAgreementConnections, supplyAgreementRates, supplyAgreements } from '../schema/purchasing.ts';
import {
  DEMO_GAS_CLASS,
  DEMO_METERING_FEES,
  REFERENCE_PARAMETERS,
  demoParameterBodies,
} from './parameters.ts';
import { DEMO_CLICK_PRICE_MWH } from './build-agreements.ts';

// Demo data (not real invoices): monthly invoices of the three issuers — supplier, grid operator and metering
// company — for the connections of the demo supply agreements, from the agreement's start (at most two years
// back) to the last complete month. Volumes are what the demo meter data measures (demo-connection.ts: the
// same demo days the EMS demo-data job writes for a large connection, the register readings of a small one;
// the expected annual volume spread by the usage profile when a caller gives no meter); supply prices are
// the agreements' rates; energy tax, ODE (up to 2022), the tax reduction and VAT come from the reference
// rates through the domain's tax engine; grid fees from the demo grid tariff sheet (the row of the
// connection's grid level, billed per day); meter rent is a demo fee. A handful of realistic errors is
// planted for the invoice audit (README "Demo invoices"): `planted` names them.

export type DemoInvoiceConnection = {
  id: number;
  ean: string;
  entityId: number | null;
  gridOperatorId: number | null;
  measuringCompanyId: number | null;
  /** Contracted kW (electricity) or m³(n)/h (gas) of a large connection now; null for a small one. */
  contractedCapacity: number | null;
  /** Its recorded changes (connection history): an invoice bills the value in force in its period. */
  contractedCapacityHistory?: readonly HistoryInterval[];
  /** The expected annual kWh or m³ (the taxes overview's figure); null: not known, a demo figure is used. */
  expectedAnnualVolume: number | null;
  /** The usage profile category (E1A … E3D, G1A … GGV) that spreads the year over its months. */
  profileCategory: string | null;
  /** Whether the tax reduction applies (verblijfsfunctie); absent: it does. */
  reduction?: boolean;
  /** Capacity class ('3x160A', 'MS-D' …) and whether it has a transformer: its grid tariff class. */
  capacity?: string | null;
  onTransformer?: boolean;
  /**
   * What the demo meter measures in a month (YYYY-MM): kWh or m³ and its low part — the same figures the
   * EMS demo data writes (demo-connection.ts), and for interval-metered electricity the month's kW max
   * (highest quarter-hour × 4). Absent: the expected annual volume spread by the profile.
   */
  monthUse?: (month: string) => { total: number; low: number; peakKw?: number };
};

export type DemoInvoiceAgreement = {
  customerId: number;
  supplierId: number;
  product: 1 | 2;
  reference: string;
  /** First and last day of delivery (inclusive). */
  startDate: string;
  endDate: string | null;
  rate: {
    single: string | null;
    normal: string | null;
    low: string | null;
    gas: string | null;
    markup: string | null;
    fixedFeeMonth: string;
    greenCertificates: string | null;
  };
  connections: DemoInvoiceConnection[];
  /**
   * The errors planted in this agreement's invoices (README "Planted errors"); absent: the defaults of its
   * product (DEFAULT_PLANTS). 'year-split' and 'kw-max' are only planted where asked for.
   */
  plants?: readonly PlantedError[];
};

export type PlantedError =
  | 'price-above-contract'
  | 'wrong-tax-bracket'
  | 'wrong-tax-bracket-metered'
  | 'missing-reduction'
  | 'meter-rent-twice'
  | 'duplicate'
  | 'period-overlap'
  | 'year-split'
  | 'kw-max';

/** The errors planted in an agreement's invoices when it names none, per product. */
const DEFAULT_PLANTS: Record<1 | 2, readonly PlantedError[]> = {
  1: ['missing-reduction', 'wrong-tax-bracket', 'price-above-contract', 'period-overlap', 'meter-rent-twice'],
  2: ['duplicate', 'wrong-tax-bracket-metered'],
};
/** The planted kW max: this many kW above the measured peak (README). */
export const PLANTED_KW_ABOVE_PEAK = 12;

export type DemoInvoice = {
  invoice: Omit<NewInvoice, 'createdById'>;
  lines: Omit<NewInvoiceLine, 'invoiceId'>[];
  planted: PlantedError | null;
  /** Sent as an e-invoice (SI-UBL): the server imports it through the invoice import (README). */
  eInvoice: boolean;
};

/** A demo invoice to be written as an SI-UBL file and imported (the shape of the server's UBL writer). */
export type DemoEInvoice = {
  customerId: number;
  fileName: string;
  invoice: {
    number: string;
    invoiceDate: string;
    dueDate: string | null;
    periodFrom: string | null;
    periodTo: string | null;
    note: string;
    seller: { name: string; code: string | null };
    buyer: { name: string; kvkNumber: string | null; vatNumber: string | null };
    lines: {
      description: string;
      quantity: string | null;
      unit: InvoiceUnit | null;
      unitPrice: string | null;
      amount: string;
      vatRate: string;
      periodFrom: string | null;
      periodTo: string | null;
      ean: string | null;
    }[];
    vat: { rate: string; base: string; amount: string }[];
    totalExclVat: string;
    totalVat: string;
    totalInclVat: string;
  };
};

type Line = Omit<NewInvoiceLine, 'invoiceId' | 'customerId' | 'position'>;

/** A demo annual volume for the n-th connection of an agreement without an expected one: kWh or m³. */
const annualVolume = (product: 1 | 2, n: number) => (product === 1 ? 36_000 + 9_000 * n : 14_000 + 4_000 * n);
/** Share of the low (night and weekend) register in the demo's electricity volume. */
const LOW_SHARE = 0.42;
/** Demo meter rent per connection per month (metering company), € excl. VAT: the demo tariffs / 12. */
const METER_RENT = {
  1: (Number(DEMO_METERING_FEES[1]) / 12).toFixed(2),
  2: (Number(DEMO_METERING_FEES[2]) / 12).toFixed(2),
} as const;
/** Demo TTF month index (€/m³) for a variable gas price: a smooth deterministic series, not a market quote. */
const demoTtf = (month: string) => {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7));
  return (0.33 + 0.05 * Math.sin(index / 2.2)).toFixed(6);
};

/** The month's expected volume of a connection: its expected year spread by its usage profile. */
function monthVolume(product: 1 | 2, connection: DemoInvoiceConnection, n: number, month: string): number {
  const year = Number(month.slice(0, 4));
  const annual = connection.expectedAnnualVolume ?? annualVolume(product, n);
  const months = monthlyVolumes(annual, { product, category: connection.profileCategory }, year);
  return months[Number(month.slice(5, 7)) - 1]!;
}

/** The reference rates (energy tax, ODE, reduction, VAT) as the tax engine takes them. */
export function referenceTaxRates(bodies: readonly ParameterBody[] = REFERENCE_PARAMETERS): EnergyTaxRates {
  const toBrackets = (
    list: readonly { from: number; to: number | null; rate: string; rateNonBusiness?: string | null }[],
  ) =>
    list.map((b): TaxBracket => ({
      from: b.from,
      to: b.to,
      rate: b.rate,
      ...(b.rateNonBusiness ? { rateNonBusiness: b.rateNonBusiness } : {}),
    }));
  const years: EnergyTaxYear[] = [];
  const vat: VatPeriod[] = [];
  for (const body of bodies) {
    if (body.kind === 'energy-tax') {
      const ode = bodies.find((b) => b.kind === 'ode' && b.product === body.product && b.year === body.year);
      const reduction = bodies.find((b) => b.kind === 'tax-reduction' && b.year === body.year);
      years.push({
        year: body.year,
        product: body.product,
        brackets: toBrackets(body.brackets),
        ode: ode && ode.kind === 'ode' ? toBrackets(ode.brackets) : [],
        reductionPerConnection:
          body.product === 1 && reduction?.kind === 'tax-reduction' ? reduction.amount : '0',
        verified: body.verified ?? false,
      });
    }
    if (body.kind === 'vat') {
      vat.push({ from: body.validFrom, to: body.validTo ? nextDay(body.validTo) : null, rate: body.rate });
    }
  }
  return { years, vat };
}

/** The demo grid tariff sheet's fees (per year) of a connection's grid level (MS, MS/LS or LS). */
function demoGridFees(connection: DemoInvoiceConnection): {
  fixedTransportFee: string;
  periodicConnectionFee: string;
  contractedCapacityRate: string | null;
  maxKwRate: string | null;
} {
  const rows = demoParameterBodies().flatMap((b) => (b.kind === 'grid-tariff' && b.product === 1 ? [b] : []));
  // A connection of unknown class is billed as LS (the demo's connections all have one).
  const row =
    pickGridTariffRow(rows, {
      product: 1,
      capacity: connection.capacity ?? null,
      onTransformer: connection.onTransformer ?? false,
    }) ?? rows.find((r) => r.connectionClass === 'LS');
  if (!row || !row.fixedTransportFee || !row.periodicConnectionFee) {
    throw new Error('Demo seed: the demo grid tariff is missing');
  }
  return {
    fixedTransportFee: row.fixedTransportFee,
    periodicConnectionFee: row.periodicConnectionFee,
    contractedCapacityRate: row.contractedCapacityRate ?? null,
    maxKwRate: row.maxKwRate ?? null,
  };
}

/** The demo grid tariff sheet's gas fees (large gas connections), as the demo parameters define them. */
function demoGasGridTariff(): GasGridTariff {
  const gas = demoParameterBodies().find(
    (b) => b.kind === 'grid-tariff' && b.product === 2 && b.connectionClass === DEMO_GAS_CLASS,
  );
  if (!gas || gas.kind !== 'grid-tariff') throw new Error('Demo seed: the demo gas grid tariff is missing');
  return {
    fixedTransportFee: gas.fixedTransportFee ?? null,
    periodicConnectionFee: gas.periodicConnectionFee ?? null,
    contractedCapacityRate: gas.contractedCapacityRate ?? null,
  };
}

/** Dutch descriptions of the gas grid lines. */
const GAS_GRID_TEXT = {
  'fixed-transport-fee': 'Vastrecht transportdienst gas',
  'periodic-connection-fee': 'Periodieke aansluitvergoeding gas',
  'contracted-capacity': 'Capaciteit gecontracteerd (m³(n)/h)',
} as const;

/** The months of the same year before `month` (YYYY-MM), January first. */
const monthsBefore = (month: string) =>
  Array.from(
    { length: Number(month.slice(5, 7)) - 1 },
    (_, i) => `${month.slice(0, 4)}-${String(i + 1).padStart(2, '0')}`,
  );
const monthEnd = (month: string) =>
  `${month}-${String(daysInMonth(Number(month.slice(0, 4)), Number(month.slice(5, 7)))).padStart(2, '0')}`;
const compact = (month: string) => month.replace('-', '');
const nextMonth = (month: string) => startOfMonthPlus(`${month}-01`, 1).slice(0, 7);

/**
 * The planted missing year split: a December's and the next January's supplier lines as one invoice over
 * both months — supply and fixed fee summed per connection, and the energy tax on the whole volume at the new
 * year's rates, counted from 0 (no line ends on 31 December). Gas only (no reduction to move).
 */
function unsplitYear(
  december: readonly Line[],
  january: readonly Line[],
  input: { product: 1 | 2; rates: EnergyTaxRates; from: string; to: string },
): Line[] {
  if (input.product !== 2) throw new Error('Demo seed: the year-split plant is for gas');
  const period = { periodFrom: input.from, periodTo: input.to };
  const result: Line[] = [];
  const newYear = `${input.to.slice(0, 4)}-01-01`;
  const yearRates = input.rates.years.find((y) => y.product === 2 && y.year === Number(input.to.slice(0, 4)));
  for (const connectionId of [...new Set(january.map((l) => l.connectionId))]) {
    const own = (lines: readonly Line[]) => lines.filter((l) => l.connectionId === connectionId);
    const jan = own(january);
    let volume = 0;
    for (const line of jan.filter((l) => l.kind !== 'energy-tax' && l.kind !== 'ode')) {
      const dec = own(december).find((l) => l.kind === line.kind);
      if (!dec || dec.unitPrice !== line.unitPrice) throw new Error('Demo seed: no December line to join');
      // Whole m³ and months: plain sums are exact.
      const quantity = String(Number(line.quantity ?? 0) + Number(dec.quantity ?? 0));
      if (line.kind.startsWith('supply-')) volume += Number(quantity);
      result.push({ ...line, ...period, quantity, amount: lineAmount(quantity, line.unitPrice ?? '0') });
    }
    const base = jan[0]!;
    const tax = calculateEnergyTax(
      {
        product: 2,
        from: newYear,
        to: nextDay(input.to),
        volume,
        priorVolume: 0,
        reduction: false,
        business: true,
      },
      input.rates,
    );
    for (const line of tax.lines.filter((l) => l.levy === 'eb')) {
      const bracket = (yearRates?.brackets.findIndex((b) => b.from === line.bracketFrom) ?? -1) + 1;
      result.push({
        connectionId,
        ean: base.ean,
        vatRate: base.vatRate,
        ...period,
        kind: 'energy-tax',
        bracket: bracket || null,
        description: `Energiebelasting schijf ${bracket}`,
        quantity: line.volume.toString(),
        unit: 'm3',
        unitPrice: line.rate.toString(),
        amount: lineAmount(line.volume.toString(), line.rate.toString()),
      });
    }
  }
  return result;
}

/** The contracted capacity in force over [from, to] (inclusive days), one part per value (connection history). */
function capacityParts(
  connection: DemoInvoiceConnection,
  from: string,
  to: string,
): { from: string; to: string; capacity: number }[] {
  const current = connection.contractedCapacity === null ? null : String(connection.contractedCapacity);
  return valuesInForceOver(connection.contractedCapacityHistory ?? [], { from, to }, current).flatMap(
    (part) => (part.value === null ? [] : [{ from: part.from, to: part.to, capacity: Number(part.value) }]),
  );
}

/**
 * A large gas connection's grid fees over [from, to]: as gasGridFeeLines, the capacity at the m³(n)/h in
 * force on each day (connection history; one part: the plain call).
 */
function gasGridLines(connection: DemoInvoiceConnection, tariff: GasGridTariff, from: string, to: string) {
  const parts = capacityParts(connection, from, to);
  if (parts.length === 1)
    return gasGridFeeLines({ tariff, from, to, contractedCapacity: parts[0]!.capacity });
  const capacityOnly = { ...tariff, fixedTransportFee: null, periodicConnectionFee: null };
  return [
    ...gasGridFeeLines({ tariff, from, to, contractedCapacity: null }),
    ...parts.flatMap((part) =>
      gasGridFeeLines({
        tariff: capacityOnly,
        from: part.from,
        to: part.to,
        contractedCapacity: part.capacity,
      }),
    ),
  ];
}

/**
 * Every demo invoice of the agreements, for the months from the agreement's start (at most 24 months back) to
 * the last complete month before `today`. Deterministic for a given `today`.
 */
export function buildDemoInvoices(input: {
  agreements: readonly DemoInvoiceAgreement[];
  today: string;
  rates?: EnergyTaxRates;
}): DemoInvoice[] {
  const rates = input.rates ?? referenceTaxRates();
  const gasGrid = demoGasGridTariff();
  const lastMonth = startOfMonthPlus(input.today, -1).slice(0, 7);
  const firstAllowed = startOfMonthPlus(input.today, -24).slice(0, 7);
  const result: DemoInvoice[] = [];
  // The wrong bracket on an interval-metered (large) gas connection is planted once, on the first that qualifies.
  let meteredBracketPlanted = false;
  // Planted once (README): the first metering company's M-3 invoice for its first connection never comes.
  let missingPlanted = false;
  const missingMonth = startOfMonthPlus(input.today, -3).slice(0, 7);
  const vatOf = (from: string, to: string) => {
    const rate = vatRateOn(rates.vat, { from, to });
    if (rate === null) throw new Error(`Demo seed: no single VAT rate for ${from}–${to}`);
    return rate;
  };

  input.agreements.forEach((agreement, a) => {
    const start =
      agreement.startDate.slice(0, 7) > firstAllowed ? agreement.startDate.slice(0, 7) : firstAllowed;
    const months: string[] = [];
    for (let month = start; month <= lastMonth; month = startOfMonthPlus(`${month}-01`, 1).slice(0, 7)) {
      if (agreement.endDate && `${month}-01` > agreement.endDate) break;
      months.push(month);
    }
    // Planted errors sit at fixed places counted back from the last month (README "Demo invoices").
    const at = (back: number) => months[months.length - back];
    const plants = (error: PlantedError) =>
      (agreement.plants ?? DEFAULT_PLANTS[agreement.product]).includes(error);
    const electricity = agreement.product === 1;
    const cumulative = new Map<string, number>();
    // Planted (gas): the last December–January pair clear of the other plants' months (duplicate M-4, tax
    // bracket M-3) billed as one invoice at the new year's rates, unsplit. Whatever today's date the demo
    // agreement holds one (demoYearSplitAgreementStart).
    const otherPlants = new Set([at(3), at(4)]);
    const splitDecember = plants('year-split')
      ? months
          .filter(
            (m) =>
              m.endsWith('-12') &&
              months.includes(nextMonth(m)) &&
              !otherPlants.has(m) &&
              !otherPlants.has(nextMonth(m)),
          )
          .at(-1)
      : undefined;
    let heldDecember: Line[] | null = null;

    for (const month of months) {
      const from = `${month}-01`;
      const to = monthEnd(month);
      const vat = vatOf(from, to);
      const supplierLines: Line[] = [];
      let plantedSupplier: PlantedError | null = null;

      agreement.connections.forEach((connection, n) => {
        const use = connection.monthUse?.(month) ?? null;
        const volume = use ? Math.round(use.total) : monthVolume(agreement.product, connection, n, month);
        const key = `${connection.id}:${month.slice(0, 4)}`;
        // The brackets count from 1 January: in the agreement's first year the months before its start
        // (another supplier's) are in the volume so far, as the meter has them.
        const prior =
          cumulative.get(key) ??
          monthsBefore(month).reduce(
            (sum, m) =>
              sum +
              (use
                ? Math.round(connection.monthUse!(m).total)
                : monthVolume(agreement.product, connection, n, m)),
            0,
          );
        cumulative.set(key, prior + volume);
        const base = {
          connectionId: connection.id,
          ean: connection.ean,
          vatRate: vat,
          periodFrom: from,
          periodTo: to,
        };

        // Supply.
        if (electricity) {
          const low = use ? Math.min(volume, Math.round(use.low)) : Math.round(volume * LOW_SHARE);
          const normal = volume - low;
          let normalPrice = agreement.rate.normal ?? agreement.rate.single ?? '0';
          if (month === at(3) && n === 0 && plants('price-above-contract')) {
            normalPrice = (Number(normalPrice) + 0.01).toFixed(6);
            plantedSupplier = 'price-above-contract';
          }
          supplierLines.push({
            ...base,
            kind: 'supply-normal',
            description: 'Levering normaaltarief',
            quantity: String(normal),
            unit: 'kWh',
            unitPrice: normalPrice,
            amount: lineAmount(normal, normalPrice),
          });
          const lowPrice = agreement.rate.low ?? normalPrice;
          supplierLines.push({
            ...base,
            kind: 'supply-low',
            description: 'Levering laagtarief',
            quantity: String(low),
            unit: 'kWh',
            unitPrice: lowPrice,
            amount: lineAmount(low, lowPrice),
          });
          if (agreement.rate.greenCertificates) {
            supplierLines.push({
              ...base,
              kind: 'gvo',
              description: 'Garanties van oorsprong',
              quantity: String(volume),
              unit: 'kWh',
              unitPrice: agreement.rate.greenCertificates,
              amount: lineAmount(volume, agreement.rate.greenCertificates),
            });
          }
        } else {
          const price =
            agreement.rate.gas ?? (Number(demoTtf(month)) + Number(agreement.rate.markup ?? 0)).toFixed(6);
          supplierLines.push({
            ...base,
            kind: 'supply-single',
            description: agreement.rate.gas ? 'Levering gas' : 'Levering gas (TTF maand + opslag)',
            quantity: String(volume),
            unit: 'm3',
            unitPrice: price,
            amount: lineAmount(volume, price),
          });
        }
        supplierLines.push({
          ...base,
          kind: 'fixed-supply-fee',
          description: 'Vaste leveringskosten',
          quantity: '1',
          unit: 'month',
          unitPrice: agreement.rate.fixedFeeMonth,
          amount: lineAmount(1, agreement.rate.fixedFeeMonth),
        });

        // Energy tax per bracket (and ODE where the year has it), the reduction for electricity.
        const tax = calculateEnergyTax(
          {
            product: agreement.product,
            from,
            to: nextDay(to),
            volume,
            priorVolume: prior,
            reduction: electricity && connection.reduction !== false,
            business: true,
          },
          rates,
        );
        const yearRates = rates.years.find(
          (y) => y.product === agreement.product && y.year === Number(month.slice(0, 4)),
        );
        const firstRate = yearRates?.brackets[0]?.rate;
        // Planted (M-3): a large gas connection (interval meter data, so the audit can check it) billed at
        // the first bracket's rate for a month whose volume so far is past it.
        const meteredBracket =
          !electricity &&
          plants('wrong-tax-bracket-metered') &&
          !meteredBracketPlanted &&
          month === at(3) &&
          connection.contractedCapacity !== null &&
          firstRate !== undefined &&
          tax.lines.some((l) => l.levy === 'eb' && !l.rate.eq(firstRate));
        if (meteredBracket) meteredBracketPlanted = true;
        const wrongBracket = electricity && month === at(5) && n === 0 && plants('wrong-tax-bracket');
        if ((wrongBracket || meteredBracket) && yearRates) {
          // Planted: the whole month billed at the first bracket's rate, although the year is past it.
          const rate = yearRates.brackets[0]?.rate ?? '0';
          supplierLines.push({
            ...base,
            kind: 'energy-tax',
            bracket: 1,
            description: 'Energiebelasting schijf 1',
            quantity: String(volume),
            unit: electricity ? 'kWh' : 'm3',
            unitPrice: rate,
            amount: lineAmount(volume, rate),
          });
          plantedSupplier = meteredBracket ? 'wrong-tax-bracket-metered' : 'wrong-tax-bracket';
        } else {
          for (const line of tax.lines) {
            const list = line.levy === 'eb' ? yearRates?.brackets : yearRates?.ode;
            const bracket = (list?.findIndex((b) => b.from === line.bracketFrom) ?? -1) + 1;
            const label = line.levy === 'eb' ? 'Energiebelasting' : 'Opslag duurzame energie';
            supplierLines.push({
              ...base,
              kind: line.levy === 'eb' ? 'energy-tax' : 'ode',
              bracket: bracket || null,
              description: `${label} schijf ${bracket}`,
              quantity: line.volume.toString(),
              unit: electricity ? 'kWh' : 'm3',
              unitPrice: line.rate.toString(),
              amount: lineAmount(line.volume.toString(), line.rate.toString()),
            });
          }
        }
        const reduction = tax.exact.reductionAmount;
        if (electricity && !reduction.isZero()) {
          if (month === at(8) && n === 0 && plants('missing-reduction'))
            plantedSupplier = 'missing-reduction';
          else
            supplierLines.push({
              ...base,
              kind: 'tax-reduction',
              description: 'Vermindering energiebelasting',
              quantity: null,
              unit: null,
              unitPrice: null,
              amount: negativeCents(reduction.toString()),
            });
        }
      });

      const invoiceDate = addDays(nextDay(to), 9);
      const common = {
        customerId: agreement.customerId,
        entityId: agreement.connections[0]?.entityId ?? null,
        invoiceDate,
        dueDate: addDays(invoiceDate, 14),
        kind: 'invoice',
        status: month >= at(2)! ? 'received' : 'paid',
        source: 'hand',
        notes: 'Demodata',
      } as const;
      const make = (
        issuerKind: 'supplier' | 'grid-operator' | 'metering-company',
        issuerId: number,
        number: string,
        lines: Line[],
        period: { from: string; to: string },
        planted: PlantedError | null,
      ): DemoInvoice => {
        const full = lines.map((line, position) => ({ ...line, customerId: agreement.customerId, position }));
        const totals = totalsOfLines(
          full.map((l) => ({
            quantity: l.quantity ?? null,
            unitPrice: l.unitPrice ?? null,
            amount: l.amount,
            vatRate: l.vatRate,
          })),
        );
        return {
          invoice: {
            ...common,
            issuerKind,
            issuerId,
            number,
            periodFrom: period.from,
            periodTo: period.to,
            ...totals,
          },
          lines: full,
          planted,
          // The last month's grid-operator and metering invoices (no planted error there) arrive as e-invoices.
          eInvoice: issuerKind !== 'supplier' && month === at(1) && planted === null,
        };
      };
      const prefix = `${agreement.product === 1 ? 'E' : 'G'}${a + 1}`;
      if (month === splitDecember) {
        // Planted: December is not billed on its own but with January, on the January invoice.
        heldDecember = supplierLines;
      }
      const yearSplit =
        heldDecember !== null && splitDecember !== undefined && month === nextMonth(splitDecember);
      const supplierInvoice =
        month === splitDecember
          ? null
          : yearSplit
            ? make(
                'supplier',
                agreement.supplierId,
                `DEMO-${prefix}-${compact(month)}`,
                unsplitYear(heldDecember!, supplierLines, {
                  product: agreement.product,
                  rates,
                  from: `${splitDecember}-01`,
                  to,
                }),
                { from: `${splitDecember}-01`, to },
                'year-split',
              )
            : make(
                'supplier',
                agreement.supplierId,
                `DEMO-${prefix}-${compact(month)}`,
                supplierLines,
                { from, to },
                plantedSupplier,
              );
      if (supplierInvoice) result.push(supplierInvoice);
      if (supplierInvoice && plants('duplicate') && month === at(4)) {
        // Planted: the same invoice sent again under another number (same amount, period and connections).
        result.push({
          ...supplierInvoice,
          invoice: {
            ...supplierInvoice.invoice,
            number: `DEMO-${prefix}-${compact(month)}-2`,
            invoiceDate: addDays(invoiceDate, 6),
            dueDate: addDays(invoiceDate, 20),
          },
          planted: 'duplicate',
        });
      }

      // Grid operator and metering company, one invoice per issuer and month. The grid operator bills the
      // fixed transport fee and periodic connection fee per day (electricity: the LS class; gas: the large gas
      // class, with the capacity per contracted m³(n)/h, for connections that have a contracted capacity) and,
      // for a connection without a metering company (small connections), the meter rent; a metering company
      // bills the meter rent of the connections it meters.
      const rent = METER_RENT[agreement.product];
      const rentLine = (connection: DemoInvoiceConnection): Line => ({
        connectionId: connection.id,
        ean: connection.ean,
        kind: 'metering-service',
        description: 'Meterhuur en meetdienst',
        quantity: '1',
        unit: 'month',
        unitPrice: rent,
        amount: roundCents(rent),
        vatRate: vat,
        periodFrom: from,
        periodTo: to,
      });
      const first = agreement.connections[0];
      // Planted: the meter rent of the first electricity connection billed twice.
      const rentTwice = plants('meter-rent-twice') && month === at(2);
      const withRent = (lines: Line[], list: DemoInvoiceConnection[]) => {
        for (const connection of list) {
          lines.push(rentLine(connection));
          if (rentTwice && connection === first) lines.push(rentLine(connection));
        }
        return rentTwice && first !== undefined && list.includes(first);
      };
      const byIssuer = (kind: 'gridOperatorId' | 'measuringCompanyId') => {
        const groups = new Map<number, DemoInvoiceConnection[]>();
        for (const connection of agreement.connections) {
          const id = connection[kind];
          if (id === null) continue;
          groups.set(id, [...(groups.get(id) ?? []), connection]);
        }
        return [...groups.entries()].sort(([x], [y]) => x - y);
      };
      byIssuer('gridOperatorId').forEach(([issuerId, list], g) => {
        // Planted: one month's invoice starts on the 16th of the month before (an overlap with that invoice).
        const overlap = plants('period-overlap') && month === at(6) && g === 0;
        const period = { from: overlap ? addDays(startOfMonthPlus(from, -1), 15) : from, to };
        const kwMaxPlanted = plants('kw-max') && month === at(7) && g === 0;
        const days = daysBetween(period.from, nextDay(period.to));
        const year = Number(month.slice(0, 4));
        const lines: Line[] = electricity
          ? list.flatMap((connection) => {
              const base = {
                connectionId: connection.id,
                ean: connection.ean,
                vatRate: vatOf(period.from, period.to),
                periodFrom: period.from,
                periodTo: period.to,
                quantity: String(days),
                unit: 'day',
              };
              const grid = demoGridFees(connection);
              const transport = feePerDay(grid.fixedTransportFee, daysInYear(year));
              const connectionFee = feePerDay(grid.periodicConnectionFee, daysInYear(year));
              // A large connection: its contracted kW per day and the month's kW max as the meter measured
              // it (planted once: the first connection's M-7 kW max billed above the measured peak).
              const large: Line[] = [];
              if (connection.contractedCapacity !== null && grid.contractedCapacityRate) {
                // € per kW per year for the period's days (the same arithmetic as the gas capacity), at the
                // kW in force then.
                const fees = capacityParts(connection, period.from, period.to).flatMap((part) =>
                  gasGridFeeLines({
                    tariff: {
                      fixedTransportFee: null,
                      periodicConnectionFee: null,
                      contractedCapacityRate: grid.contractedCapacityRate,
                    },
                    from: part.from,
                    to: part.to,
                    contractedCapacity: part.capacity,
                  }),
                );
                for (const fee of fees) {
                  large.push({
                    ...base,
                    kind: 'contracted-capacity',
                    description: 'Gecontracteerd transportvermogen',
                    quantity: fee.quantity,
                    unit: 'kW',
                    unitPrice: fee.unitPrice,
                    amount: fee.amount,
                    periodFrom: fee.periodFrom,
                    periodTo: fee.periodTo,
                  });
                }
              }
              const peak = connection.monthUse?.(month).peakKw;
              if (peak !== undefined && grid.maxKwRate) {
                const kw = kwMaxPlanted && connection === first ? peak + PLANTED_KW_ABOVE_PEAK : peak;
                large.push({
                  ...base,
                  kind: 'kw-max',
                  description: 'kW max (hoogste kwartier van de maand)',
                  quantity: kw.toFixed(3),
                  unit: 'kW',
                  unitPrice: grid.maxKwRate,
                  amount: lineAmount(kw.toFixed(3), grid.maxKwRate),
                  periodFrom: from,
                  periodTo: to,
                });
              }
              return [
                {
                  ...base,
                  kind: 'fixed-transport-fee',
                  description: 'Vastrecht transport',
                  unitPrice: transport,
                  amount: lineAmount(days, transport),
                },
                {
                  ...base,
                  kind: 'periodic-connection-fee',
                  description: 'Periodieke aansluitvergoeding',
                  unitPrice: connectionFee,
                  amount: lineAmount(days, connectionFee),
                },
                ...large,
              ];
            })
          : list.flatMap((connection) =>
              connection.contractedCapacity === null
                ? []
                : gasGridLines(connection, gasGrid, period.from, period.to).map((fee): Line => ({
                    connectionId: connection.id,
                    ean: connection.ean,
                    kind: fee.kind,
                    description: GAS_GRID_TEXT[fee.kind],
                    quantity: fee.quantity,
                    unit: fee.unit,
                    unitPrice: fee.unitPrice,
                    amount: fee.amount,
                    vatRate: vatOf(fee.periodFrom, fee.periodTo),
                    periodFrom: fee.periodFrom,
                    periodTo: fee.periodTo,
                  })),
            );
        const twice = withRent(
          lines,
          list.filter((connection) => connection.measuringCompanyId === null),
        );
        if (lines.length === 0) return;
        const planted = overlap
          ? 'period-overlap'
          : twice
            ? 'meter-rent-twice'
            : kwMaxPlanted && first !== undefined && list.includes(first)
              ? 'kw-max'
              : null;
        result.push(
          make(
            'grid-operator',
            issuerId,
            `DEMO-N${a + 1}-${issuerId}-${compact(month)}`,
            lines,
            period,
            planted,
          ),
        );
      });
      byIssuer('measuringCompanyId').forEach(([issuerId, metered]) => {
        // Planted: the meter rent of the group's first connection never comes for that month.
        const missing = !missingPlanted && month === missingMonth;
        if (missing) missingPlanted = true;
        const list = missing ? metered.slice(1) : metered;
        if (list.length === 0) return;
        const lines: Line[] = [];
        const twice = withRent(lines, list);
        result.push(
          make(
            'metering-company',
            issuerId,
            `DEMO-M${a + 1}-${issuerId}-${compact(month)}`,
            lines,
            { from, to },
            twice ? 'meter-rent-twice' : null,
          ),
        );
      });
    }
  });
  return result;
}

/**
 * A demo connection's monthly use as its demo meter data has it: the interval meter of a large connection
 * (demo-connection.ts, what the EMS demo-data job writes), else the monthly register readings.
 */
function demoMonthUseOf(c: {
  ean: string;
  product: number;
  contractedCapacity: number | null;
  hasProd: boolean;
  customerName: string;
  window: LowTariffWindow;
}): (month: string) => { total: number; low: number } {
  if (c.contractedCapacity !== null) {
    const meter = demoMeterOf(c);
    return (month) => demoMonthUse(meter, month, c.window);
  }
  const register = {
    seed: demoSeed(c.ean),
    product: c.product === 2 ? ('gas' as const) : ('electricity' as const),
  };
  return (month) => demoRegisterMonthUse(register, month);
}

/**
 * The demo agreements that get invoices: De Vries electricity (fixed) and gas (variable), Westland gas
 * (fixed) and electricity (clicks). New ones go last: the position gives the invoice numbers (E1, G2 …).
 */
export const DEMO_INVOICE_AGREEMENTS = [
  'DEMO-VDB-E-01',
  'DEMO-VDB-G-01',
  'DEMO-WLG-G-01',
  'DEMO-WLG-E-01',
] as const;

/**
 * The errors planted per demo agreement (README "Planted errors"). The ones the audit checks against
 * meter data sit on Westland's interval-metered connections; De Vries' small connections (register
 * readings, no interval data) carry the ones that need none.
 */
const DEMO_PLANTS: Record<(typeof DEMO_INVOICE_AGREEMENTS)[number], readonly PlantedError[]> = {
  'DEMO-VDB-E-01': ['price-above-contract', 'period-overlap', 'meter-rent-twice'],
  'DEMO-VDB-G-01': ['duplicate'],
  'DEMO-WLG-G-01': ['duplicate', 'wrong-tax-bracket-metered', 'year-split'],
  'DEMO-WLG-E-01': ['missing-reduction', 'wrong-tax-bracket', 'kw-max'],
};

/**
 * Inserts the demo invoices of the demo agreements (after `seedDemoAgreements`). With `eInvoices: 'return'`
 * (the embedded demo's first start) the ones marked `eInvoice` are not inserted but returned as SI-UBL
 * material for the server to import through the invoice import; otherwise (`npm run db:seed`, tests) they
 * are inserted like the others.
 */
export async function seedDemoInvoices(
  tx: Database,
  input: { today: Date; eInvoices?: 'insert' | 'return' },
): Promise<{ count: number; eInvoices: DemoEInvoice[] }> {
  const agreementRows = await tx
    .select({
      id: supplyAgreements.id,
      customerId: supplyAgreements.customerId,
      supplierId: supplyAgreements.supplierId,
      product: supplyAgreements.product,
      reference: supplyAgreements.reference,
      startDate: supplyAgreements.startDate,
      endDate: supplyAgreements.endDate,
      priceType: supplyAgreements.priceType,
    })
    .from(supplyAgreements)
    .where(inArray(supplyAgreements.reference, [...DEMO_INVOICE_AGREEMENTS]))
    .orderBy(asc(supplyAgreements.id));
  const agreements: DemoInvoiceAgreement[] = [];
  for (const reference of DEMO_INVOICE_AGREEMENTS) {
    const row = agreementRows.find((r) => r.reference === reference);
    if (!row) continue;
    const [rate] = await tx
      .select()
      .from(supplyAgreementRates)
      .where(eq(supplyAgreementRates.agreementId, row.id))
      .orderBy(asc(supplyAgreementRates.validFrom))
      .limit(1);
    const covered = await tx
      .select({
        id: connections.id,
        ean: connections.ean,
        entityId: connections.entityId,
        gridOperatorId: connections.gridOperatorId,
        measuringCompanyId: connections.measuringCompanyId,
        contractedCapacity: connections.contractedCapacity,
        expectedAnnualVolume: connectionTaxSettings.expectedAnnualVolume,
        verblijfsfunctie: connectionTaxSettings.verblijfsfunctie,
        profileCategory: connections.profileCategory,
        capacity: connections.capacity,
        trafoId: connections.trafoId,
        product: connections.product,
        hasProd: connections.hasProd,
        postcode: connections.postcode,
        customerName: customers.name,
        window: {
          fromMinute: gridOperators.lowTariffFrom,
          toMinute: gridOperators.lowTariffTo,
          weekends: gridOperators.lowTariffWeekends,
          holidays: gridOperators.lowTariffHolidays,
        },
        regions: gridOperators.lowTariffRegions,
      })
      .from(supplyAgreementConnections)
      .innerJoin(connections, eq(connections.id, supplyAgreementConnections.connectionId))
      .innerJoin(customers, eq(customers.id, connections.customerId))
      .leftJoin(gridOperators, eq(gridOperators.id, connections.gridOperatorId))
      .leftJoin(connectionTaxSettings, eq(connectionTaxSettings.connectionId, connections.id))
      .where(and(eq(supplyAgreementConnections.agreementId, row.id)))
      .orderBy(asc(connections.id));
    if (!rate || covered.length === 0) continue;
    // The contracted capacity's recorded changes (the demo mutations run before): each month is billed at
    // the value in force then, as the invoice audit checks it.
    const history = await tx
      .select({
        connectionId: connectionHistory.connectionId,
        value: connectionHistory.value,
        label: connectionHistory.label,
        validFrom: connectionHistory.validFrom,
        validTo: connectionHistory.validTo,
      })
      .from(connectionHistory)
      .where(
        and(
          eq(connectionHistory.field, 'contractedCapacity'),
          inArray(
            connectionHistory.connectionId,
            covered.map((c) => c.id),
          ),
        ),
      );
    agreements.push({
      customerId: row.customerId,
      supplierId: row.supplierId,
      product: row.product,
      reference: row.reference,
      startDate: row.startDate,
      endDate: row.endDate,
      plants: DEMO_PLANTS[reference],
      rate: {
        // A click agreement bills its click-weighted price plus the markup (€ per MWh → per kWh).
        single:
          row.priceType === 'click'
            ? ((Number(DEMO_CLICK_PRICE_MWH) + Number(rate.markup ?? 0)) / 1000).toFixed(6)
            : rate.single,
        normal: rate.normal,
        low: rate.low,
        gas: rate.gas,
        markup: rate.markup,
        fixedFeeMonth: rate.fixedFeeMonth,
        greenCertificates: rate.greenCertificates,
      },
      connections: covered.map(
        ({ trafoId, product, hasProd, postcode, customerName, window, regions, verblijfsfunctie, ...c }) => ({
          ...c,
          contractedCapacityHistory: history.filter((h) => h.connectionId === c.id),
          reduction: verblijfsfunctie ?? true,
          expectedAnnualVolume: c.expectedAnnualVolume === null ? null : Number(c.expectedAnnualVolume),
          onTransformer: trafoId !== null,
          monthUse: demoMonthUseOf({
            ...c,
            product,
            hasProd,
            customerName,
            // The window the EMS data's low parts follow (the grid operator's, by region).
            window: windowOfConnection(
              window?.fromMinute == null ? null : (window as LowTariffWindow),
              regions ?? [],
              postcode,
            ),
          }),
        }),
      ),
    });
  }
  const all = buildDemoInvoices({ agreements, today: localDayOf(input.today) });
  const hold = input.eInvoices === 'return';
  const built = hold ? all.filter((b) => !b.eInvoice) : all;
  const eInvoices = hold
    ? await demoEInvoicesOf(
        tx,
        all.filter((b) => b.eInvoice),
      )
    : [];
  const key = (i: { issuerKind?: string | null; issuerId?: number | null; number: string }) =>
    `${i.issuerKind}:${i.issuerId}:${i.number}`;
  for (let start = 0; start < built.length; start += 200) {
    const batch = built.slice(start, start + 200);
    const ids = await tx
      .insert(invoices)
      .values(batch.map((b) => b.invoice))
      .returning({
        id: invoices.id,
        issuerKind: invoices.issuerKind,
        issuerId: invoices.issuerId,
        number: invoices.number,
      });
    const idOf = new Map(ids.map((row) => [key(row), row.id]));
    const lines = batch.flatMap((b) => {
      const invoiceId = idOf.get(key(b.invoice));
      if (invoiceId === undefined) throw new Error(`Demo seed: invoice ${b.invoice.number} was not inserted`);
      return b.lines.map((line) => ({ ...line, invoiceId }));
    });
    for (let l = 0; l < lines.length; l += 500) await tx.insert(invoiceLines).values(lines.slice(l, l + 500));
  }
  return { count: built.length, eInvoices };
}

/** The demo invoices as SI-UBL material: seller (name, GLN), buyer (the legal entity), lines and totals. */
async function demoEInvoicesOf(tx: Database, list: readonly DemoInvoice[]): Promise<DemoEInvoice[]> {
  const tables = {
    'grid-operator': gridOperators,
    'metering-company': measuringCompanies,
    supplier: suppliers,
  };
  const result: DemoEInvoice[] = [];
  for (const { invoice, lines } of list) {
    const table = tables[invoice.issuerKind as keyof typeof tables];
    const [seller] = await tx
      .select({ name: table.name, code: table.code })
      .from(table)
      .where(eq(table.id, invoice.issuerId ?? 0));
    const [buyer] = invoice.entityId
      ? await tx
          .select({ name: entities.name, kvkNumber: entities.kvkNumber, vatNumber: entities.vatNumber })
          .from(entities)
          .where(eq(entities.id, invoice.entityId))
      : [];
    if (!seller || !buyer) throw new Error(`Demo seed: no seller or buyer for ${invoice.number}`);
    result.push({
      customerId: invoice.customerId,
      fileName: `${invoice.number}.xml`,
      invoice: {
        number: invoice.number,
        invoiceDate: invoice.invoiceDate,
        dueDate: invoice.dueDate ?? null,
        periodFrom: invoice.periodFrom ?? null,
        periodTo: invoice.periodTo ?? null,
        note: 'Demodata: geen echte factuur.',
        seller,
        buyer,
        lines: lines.map((l) => ({
          description: l.description ?? '',
          quantity: l.quantity ?? null,
          unit: (l.unit ?? null) as InvoiceUnit | null,
          unitPrice: l.unitPrice ?? null,
          amount: l.amount,
          vatRate: l.vatRate,
          periodFrom: l.periodFrom ?? null,
          periodTo: l.periodTo ?? null,
          ean: l.ean ?? null,
        })),
        vat: invoice.vat ?? [],
        totalExclVat: invoice.totalExclVat,
        totalVat: invoice.totalVat,
        totalInclVat: invoice.totalInclVat,
      },
    });
  }
  return result;
}
