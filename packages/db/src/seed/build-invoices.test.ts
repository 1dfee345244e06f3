import { calculateEnergyTax } from '@energiek/domain/energy-tax';
import { INVOICE_LINE_KINDS, INVOICE_UNITS } from '@energiek/contracts/invoices';
import { describe, expect, it } from 'vitest';
import { buildDemoInvoices, referenceTaxRates, type DemoInvoiceAgreement } from './build-invoices.ts';
import { demoYearSplitAgreementStart } from './build-agreements.ts';
import { expectInvoiceAddsUp } from '../testing/invoice-totals.ts';

const connection = (
  id: number,
  contractedCapacity: number | null = null,
  expected: { expectedAnnualVolume: number; profileCategory: string } | null = null,
) => ({
  id,
  ean: `87160000000000${String(id).padStart(4, '0')}`,
  entityId: 1,
  gridOperatorId: 7,
  measuringCompanyId: 9,
  contractedCapacity,
  expectedAnnualVolume: expected?.expectedAnnualVolume ?? null,
  profileCategory: expected?.profileCategory ?? null,
});
const ELECTRICITY: DemoInvoiceAgreement = {
  customerId: 1,
  supplierId: 3,
  product: 1,
  reference: 'T-E',
  startDate: '2021-01-01',
  endDate: null,
  rate: {
    single: null,
    normal: '0.124500',
    low: '0.098700',
    gas: null,
    markup: null,
    fixedFeeMonth: '6.95',
    greenCertificates: '0.001500',
  },
  // Connection 1 has an expected year (a flat round-the-clock profile: 100 kWh a day); connection 2 none, so
  // the demo figure (45,000 kWh) is spread by the default profile.
  connections: [connection(1, null, { expectedAnnualVolume: 36_500, profileCategory: 'E3D' }), connection(2)],
};
const GAS: DemoInvoiceAgreement = {
  ...ELECTRICITY,
  product: 2,
  reference: 'T-G',
  rate: {
    ...ELECTRICITY.rate,
    normal: null,
    low: null,
    gas: '0.512300',
    greenCertificates: null,
    fixedFeeMonth: '5.50',
  },
  connections: [connection(3, 65)],
};

describe('buildDemoInvoices', () => {
  const built = buildDemoInvoices({ agreements: [ELECTRICITY, GAS], today: '2026-11-28' });

  it('makes two years of monthly invoices of the three issuers', () => {
    const supplier = built.filter((b) => b.invoice.issuerKind === 'supplier');
    // 24 months (Nov 2024 – Oct 2026) × 2 agreements, plus the planted duplicate.
    expect(supplier).toHaveLength(49);
    // Electricity: transport and connection fee; gas: the same plus the capacity of the large connection.
    expect(built.filter((b) => b.invoice.issuerKind === 'grid-operator')).toHaveLength(48);
    expect(built.filter((b) => b.invoice.issuerKind === 'metering-company')).toHaveLength(48);
    expect(supplier[0]?.invoice).toMatchObject({ periodFrom: '2024-11-01', periodTo: '2024-11-30' });
    expect(supplier.at(-1)?.invoice).toMatchObject({ periodFrom: '2026-10-01', periodTo: '2026-10-31' });
  });

  it('adds up: lines = total excl. VAT, VAT per rate, incl. = excl. + VAT', () => {
    for (const { invoice, lines } of built) {
      expectInvoiceAddsUp(invoice, lines);
      for (const line of lines) {
        expect(INVOICE_LINE_KINDS).toContain(line.kind);
        if (line.unit) expect(INVOICE_UNITS).toContain(line.unit);
      }
      expect(invoice.vat).toEqual([expect.objectContaining({ rate: '21' })]);
    }
  });

  it('plants each error once, at its documented place', () => {
    const planted = built.flatMap((b) => (b.planted ? [[b.planted, b.invoice.number]] : []));
    expect(planted).toEqual(
      expect.arrayContaining([
        ['missing-reduction', 'DEMO-E1-202603'],
        ['wrong-tax-bracket', 'DEMO-E1-202606'],
        ['price-above-contract', 'DEMO-E1-202608'],
        ['duplicate', 'DEMO-G2-202607-2'],
        ['period-overlap', 'DEMO-N1-7-202605'],
        ['meter-rent-twice', 'DEMO-M1-9-202609'],
      ]),
    );
    expect(planted).toHaveLength(6);
    const overlap = built.find((b) => b.planted === 'period-overlap')!;
    expect(overlap.invoice).toMatchObject({ periodFrom: '2026-04-16', periodTo: '2026-05-31' });
    const twice = built.find((b) => b.planted === 'meter-rent-twice')!;
    expect(twice.lines.filter((l) => l.connectionId === 1 && l.kind === 'metering-service')).toHaveLength(2);
    const price = built.find((b) => b.planted === 'price-above-contract')!;
    expect(price.lines.find((l) => l.connectionId === 1 && l.kind === 'supply-normal')?.unitPrice).toBe(
      '0.134500',
    );
    const duplicate = built.find((b) => b.planted === 'duplicate')!;
    const original = built.find((b) => b.invoice.number === 'DEMO-G2-202607')!;
    expect(duplicate.invoice.totalInclVat).toBe(original.invoice.totalInclVat);
    expect(
      built
        .find((b) => b.planted === 'missing-reduction')!
        .lines.some((l) => l.connectionId === 1 && l.kind === 'tax-reduction'),
    ).toBe(false);
  });

  it("plants one missing invoice: the first metering company's M-3 invoice for its first connection", () => {
    const meterRent = (number: string) =>
      built
        .find((b) => b.invoice.number === number)
        ?.lines.filter((l) => l.kind === 'metering-service')
        .map((l) => l.connectionId);
    // Electricity: company 9 meters connections 1 and 2; in August 2026 (M-3) only 2 is billed.
    expect(meterRent('DEMO-M1-9-202608')).toEqual([2]);
    expect(meterRent('DEMO-M1-9-202607')).toEqual([1, 2]);
    // Once: the other months and the gas agreement's meter keep their invoices.
    expect(meterRent('DEMO-M2-9-202608')).toEqual([3]);
    // The supplier and the grid operator still bill connection 1 that month.
    for (const number of ['DEMO-E1-202608', 'DEMO-N1-7-202608']) {
      expect(built.find((b) => b.invoice.number === number)?.lines.some((l) => l.connectionId === 1)).toBe(
        true,
      );
    }
  });

  it('plants a wrong bracket on a large (interval-metered) gas connection once, at M-3', () => {
    // 30,000 m³ a month: by August 2026 (M-3 of 28 November) 210,000 m³ so far, so August is all in the
    // 170,000–1 M m³ bracket: 30,000 × 0.31570 = € 9,471.00 due, planted at the first bracket's
    // 30,000 × 0.60066 = € 18,019.80 (€ 8,548.80 too much).
    const metered = { ...connection(4, 400), monthUse: () => ({ total: 30_000, low: 0 }) };
    const large = buildDemoInvoices({
      agreements: [{ ...GAS, connections: [metered, { ...metered, id: 5 }] }],
      today: '2026-11-28',
    });
    const planted = large.filter((b) => b.planted === 'wrong-tax-bracket-metered');
    expect(planted.map((b) => b.invoice.number)).toEqual(['DEMO-G1-202608']);
    const tax = planted[0]!.lines.filter((l) => l.kind === 'energy-tax');
    expect(tax.map((l) => [l.connectionId, l.quantity, l.unitPrice, l.amount])).toEqual([
      [4, '30000', '0.60066', '18019.80'],
      [5, '30000', '0.3157', '9471.00'],
    ]);
  });

  it('bills energy tax per bracket with the reference rates, through the tax engine', () => {
    // Hand check, January 2026 of connection 1: 36,500 kWh a year, flat (E3D) = 100 kWh a day → 3,100 kWh;
    // 2026 brackets 0–2,900 and 2,900–10,000 both € 0.09161: 2,900 × 0.09161 = 265.669 → 265.67 and
    // 200 × 0.09161 = 18.322 → 18.32; reduction 519.80 × 31 / 365 = 44.147… → −44.15.
    const january = built.find((b) => b.invoice.number === 'DEMO-E1-202601')!;
    const lines = january.lines.filter((l) => l.connectionId === 1);
    expect(
      lines.filter((l) => l.kind === 'energy-tax').map((l) => [l.bracket, l.quantity, l.unitPrice, l.amount]),
    ).toEqual([
      [1, '2900', '0.09161', '265.67'],
      [2, '200', '0.09161', '18.32'],
    ]);
    expect(lines.find((l) => l.kind === 'tax-reduction')?.amount).toBe('-44.15');
    // A whole year (2025) of connection 2 against the engine over the year's volume: the same tax, up to
    // the rounding of each line to cents.
    const year = built.filter(
      (b) => b.invoice.issuerKind === 'supplier' && /^DEMO-E1-2025/.test(b.invoice.number),
    );
    const taxLines = year.flatMap((b) =>
      b.lines.filter((l) => l.connectionId === 2 && l.kind === 'energy-tax'),
    );
    const volume = year
      .flatMap((b) => b.lines.filter((l) => l.connectionId === 2 && l.kind === 'gvo'))
      .reduce((sum, l) => sum + Number(l.quantity), 0);
    expect(volume).toBe(45_000); // the months of a year add up to the year (rounded cumulatively)
    const engine = calculateEnergyTax(
      { product: 1, from: '2025-01-01', to: '2026-01-01', volume, reduction: true, business: true },
      referenceTaxRates(),
    );
    const billed = taxLines.reduce((sum, l) => sum + Number(l.amount), 0);
    expect(Math.abs(billed - engine.exact.taxAmount.toNumber())).toBeLessThan(0.005 * taxLines.length);
  });

  it('bills the gas grid fees of a large connection from the demo gas tariff', () => {
    // Demo gas tariff 2026: € 219 and € 146 a year, € 14.60 per m³(n)/h per year; January 2026 has 31 of
    // 365 days: 31 × 0.60 = 18.60, 31 × 0.40 = 12.40, 14.60 × 31 / 365 = 1.24 × 65 m³(n)/h = 80.60;
    // excl. VAT 111.60, VAT 21 % 23.436 → 23.44, incl. 135.04.
    const january = built.find((b) => b.invoice.number === 'DEMO-N2-7-202601')!;
    expect(january.invoice).toMatchObject({
      issuerKind: 'grid-operator',
      totalExclVat: '111.60',
      totalVat: '23.44',
      totalInclVat: '135.04',
    });
    expect(january.lines.map((l) => [l.kind, l.quantity, l.unit, l.unitPrice, l.amount])).toEqual([
      ['fixed-transport-fee', '31', 'day', '0.600000', '18.60'],
      ['periodic-connection-fee', '31', 'day', '0.400000', '12.40'],
      ['contracted-capacity', '65', 'm3/h', '1.240000', '80.60'],
    ]);
    // A small gas connection (no contracted capacity) gets no grid fees from the grid operator here.
    const small = buildDemoInvoices({
      agreements: [{ ...GAS, connections: [connection(4)] }],
      today: '2026-11-28',
    });
    expect(small.filter((b) => b.invoice.issuerKind === 'grid-operator')).toHaveLength(0);
  });

  it("takes volumes from the connection's expected year and usage profile, not from meter data", () => {
    // Connection 1: 36,500 kWh flat → 2025 adds up to exactly 36,500 kWh, February 2,800 (28 days × 100).
    const year = built.filter((b) => /^DEMO-E1-2025/.test(b.invoice.number));
    const gvo = (l: { connectionId?: number | null; kind: string }) =>
      l.connectionId === 1 && l.kind === 'gvo';
    expect(year.flatMap((b) => b.lines.filter(gvo)).reduce((sum, l) => sum + Number(l.quantity), 0)).toBe(
      36_500,
    );
    const february = built.find((b) => b.invoice.number === 'DEMO-E1-202502')!;
    expect(february.lines.find(gvo)?.quantity).toBe('2800');
    // Normal 1,624 + low 1,176 (42 %, rounded) = 2,800.
    expect(
      february.lines
        .filter((l) => l.connectionId === 1 && (l.kind === 'supply-normal' || l.kind === 'supply-low'))
        .map((l) => l.quantity),
    ).toEqual(['1624', '1176']);
    // Gas, 27,400 m³ a year on profile G2A (20 % base load): January 2026 = 27,400 × (0.2 × 31 / 365 + 0.8 ×
    // 442 / 2,740) = 465.42 + 3,536.00 → 4,001 m³ (packages/domain usage-profile.test.ts).
    const gas = buildDemoInvoices({
      agreements: [
        {
          ...GAS,
          connections: [connection(5, 65, { expectedAnnualVolume: 27_400, profileCategory: 'G2A' })],
        },
      ],
      today: '2026-11-28',
    });
    const january = gas.find((b) => b.invoice.number === 'DEMO-G1-202601')!;
    expect(january.lines.find((l) => l.kind === 'supply-single')?.quantity).toBe('4001');
  });

  it("marks the last month's grid-operator and metering invoices to arrive as e-invoices", () => {
    const marked = built.filter((b) => b.eInvoice).map((b) => b.invoice.number);
    // October 2026 (the last complete month): electricity grid operator and metering company, gas the same.
    expect(marked.sort()).toEqual([
      'DEMO-M1-9-202610',
      'DEMO-M2-9-202610',
      'DEMO-N1-7-202610',
      'DEMO-N2-7-202610',
    ]);
    expect(built.filter((b) => b.eInvoice && b.planted !== null)).toEqual([]);
  });

  it('bills ODE up to 2022 and the 9 % VAT of July–December 2022', () => {
    const old = buildDemoInvoices({ agreements: [ELECTRICITY], today: '2023-02-15' });
    const august = old.find((b) => b.invoice.number === 'DEMO-E1-202208')!;
    expect(august.lines.some((l) => l.kind === 'ode')).toBe(true);
    expect(august.invoice.vat).toEqual([expect.objectContaining({ rate: '9' })]);
    const january = old.find((b) => b.invoice.number === 'DEMO-E1-202301')!;
    expect(january.lines.some((l) => l.kind === 'ode')).toBe(false);
    expect(january.invoice.vat).toEqual([expect.objectContaining({ rate: '21' })]);
  });
});

describe('buildDemoInvoices on the demo meter data', () => {
  // A connection whose demo meter measures 1,000.4 kWh in a month, 420.6 of it in the low window: the
  // supplier bills 1,000 kWh, 421 low and 579 normal (whole kWh), GvO on 1,000.
  const metered: DemoInvoiceAgreement = {
    ...ELECTRICITY,
    connections: [{ ...connection(1), monthUse: () => ({ total: 1000.4, low: 420.6 }) }],
  };
  const october = buildDemoInvoices({ agreements: [metered], today: '2026-11-28' }).find(
    (b) => b.invoice.number === 'DEMO-E1-202610',
  )!;
  const qty = (kind: string) => october.lines.find((l) => l.kind === kind)?.quantity;

  it('bills the measured volume, normal and low as the meter splits them', () => {
    expect([qty('supply-normal'), qty('supply-low'), qty('gvo')]).toEqual(['579', '421', '1000']);
    // 579 × 0.1245 = 72.0855 → 72.09; 421 × 0.0987 = 41.5527 → 41.55.
    expect(october.lines.find((l) => l.kind === 'supply-normal')?.amount).toBe('72.09');
    expect(october.lines.find((l) => l.kind === 'supply-low')?.amount).toBe('41.55');
  });

  it('bills the grid fees of the connection’s grid level: MS-D on MS (€ 1,200 a year), 3x160A on LS (€ 350)', () => {
    const grid = (capacity: string) =>
      buildDemoInvoices({
        agreements: [{ ...metered, connections: [{ ...connection(1, 400), capacity }] }],
        today: '2026-11-28',
      })
        .find((b) => b.invoice.number === 'DEMO-N1-7-202610')!
        .lines.find((l) => l.kind === 'fixed-transport-fee')!.unitPrice;
    // € per day: 1,200 / 365 = 3.287671; 350 / 365 = 0.958904.
    expect(grid('MS-D')).toBe('3.287671');
    expect(grid('3x160A')).toBe('0.958904');
  });
});

describe('buildDemoInvoices: the contracted capacity in force in each month (issue 32)', () => {
  it('400 kW up to July 2026 and 650 kW from August (an executed capacity change): each month its own', () => {
    const history = [
      { value: '400', label: '400 kW', validFrom: null, validTo: '2026-08-01' },
      { value: '650', label: '650 kW', validFrom: '2026-08-01', validTo: null },
    ];
    const built = buildDemoInvoices({
      agreements: [
        {
          ...ELECTRICITY,
          connections: [{ ...connection(1, 650), capacity: 'MS-D', contractedCapacityHistory: history }],
        },
      ],
      today: '2026-11-28',
    });
    const kw = (month: string) =>
      built
        .find((b) => b.invoice.number === `DEMO-N1-7-${month}`)!
        .lines.filter((l) => l.kind === 'contracted-capacity')
        .map((l) => l.quantity);
    expect(kw('202607')).toEqual(['400']);
    expect(kw('202608')).toEqual(['650']);
    expect(kw('202610')).toEqual(['650']);
  });
});

describe('buildDemoInvoices: the brackets count from 1 January, also before the agreement starts', () => {
  it('gas from April at 100,000 m³ a month: all of April in the 170,000–1,000,000 bracket (300,000 so far)', () => {
    const april: DemoInvoiceAgreement = {
      ...GAS,
      startDate: '2026-04-01',
      connections: [{ ...connection(3, 65), monthUse: () => ({ total: 100_000, low: 0 }) }],
    };
    const invoice = buildDemoInvoices({ agreements: [april], today: '2026-11-28' }).find(
      (b) => b.invoice.number === 'DEMO-G1-202604',
    )!;
    const tax = invoice.lines.filter((l) => l.kind === 'energy-tax');
    // Gas brackets 0–1,000, 1,000–170,000, 170,000–1,000,000 m³: from 0 it would be brackets 1 and 2.
    expect(tax.map((l) => [l.bracket, l.quantity])).toEqual([[3, '100000']]);
  });
});

describe('buildDemoInvoices: the plants asked for by name (Westland in the demo)', () => {
  it('a missing year split: December and January as one invoice, all at the new year’s gas rate', () => {
    // 10,000 m³ a month from October 2025. Correct: December at 2025's 0.57820 (past 1,000 m³ since
    // January) = € 5,782.00 and January from 0 at 0.60066 = € 6,006.60, € 11,788.60. Planted: 20,000 m³
    // from 0 at 2026's rate, 1,000 × 0.60066 + 19,000 × 0.60066 = € 12,013.20 (€ 224.60 too much).
    const built = buildDemoInvoices({
      agreements: [
        {
          ...GAS,
          startDate: '2025-10-01',
          plants: ['year-split'],
          connections: [{ ...connection(3, 65), monthUse: () => ({ total: 10_000, low: 0 }) }],
        },
      ],
      today: '2026-11-28',
    });
    const supplier = built.filter((b) => b.invoice.issuerKind === 'supplier');
    expect(supplier.map((b) => b.invoice.number)).not.toContain('DEMO-G1-202512');
    const planted = built.filter((b) => b.planted !== null);
    expect(planted.map((b) => [b.planted, b.invoice.number])).toEqual([['year-split', 'DEMO-G1-202601']]);
    const invoice = planted[0]!;
    expect(invoice.invoice).toMatchObject({ periodFrom: '2025-12-01', periodTo: '2026-01-31' });
    expect(invoice.lines.map((l) => [l.kind, l.quantity, l.unitPrice, l.amount])).toEqual([
      ['supply-single', '20000', '0.512300', '10246.00'],
      ['fixed-supply-fee', '2', '5.50', '11.00'],
      ['energy-tax', '1000', '0.60066', '600.66'],
      ['energy-tax', '19000', '0.60066', '11412.54'],
    ]);
    // No line ends on 31 December: nothing is split.
    expect(invoice.lines.every((l) => l.periodFrom === '2025-12-01' && l.periodTo === '2026-01-31')).toBe(
      true,
    );
    // The grid operator and the metering company still bill December on its own.
    expect(built.map((b) => b.invoice.number)).toEqual(
      expect.arrayContaining(['DEMO-N1-7-202512', 'DEMO-M1-9-202512']),
    );
  });

  it('a kW max above the measured peak: M-7 of the first connection, 12 kW more', () => {
    // A large connection (400 kW, LS by the demo sheet: € 45 per kW a year, kW max € 4.50) whose meter
    // peaks at 250.5 kW every month; no verblijfsfunctie, so no reduction.
    const large = {
      ...connection(1, 400),
      reduction: false,
      monthUse: () => ({ total: 100_000, low: 40_000, peakKw: 250.5 }),
    };
    const built = buildDemoInvoices({
      agreements: [{ ...ELECTRICITY, plants: ['kw-max'], connections: [large] }],
      today: '2026-11-28',
    });
    const kw = (number: string) => built.find((b) => b.invoice.number === number)!;
    expect(built.filter((b) => b.planted).map((b) => [b.planted, b.invoice.number])).toEqual([
      ['kw-max', 'DEMO-N1-7-202604'],
    ]);
    const line = (number: string, kind: string) => kw(number).lines.find((l) => l.kind === kind);
    // 262.5 × 4.50 = € 1,181.25 billed; the meter's 250.5 × 4.50 = € 1,127.25 (€ 54.00 too much).
    expect(line('DEMO-N1-7-202604', 'kw-max')).toMatchObject({ quantity: '262.500', amount: '1181.25' });
    expect(line('DEMO-N1-7-202605', 'kw-max')).toMatchObject({ quantity: '250.500', amount: '1127.25' });
    // 400 kW × 45 × 30/365 = 3.698630 per kW → € 1,479.45.
    expect(line('DEMO-N1-7-202604', 'contracted-capacity')).toMatchObject({
      quantity: '400',
      unit: 'kW',
      unitPrice: '3.698630',
      amount: '1479.45',
    });
    expect(
      built.some((b) => b.lines.some((l) => l.kind === 'tax-reduction' && l.connectionId === large.id)),
    ).toBe(false);
  });
});

describe("buildDemoInvoices: Westland gas's plants whatever today's date (issue 32)", () => {
  // Every month of a year, on its first day, and the ends of January and of the year (the reference tax
  // rates end with 2026, so the last today is January 2027): the agreement starts as the seed
  // starts it, and each of the three plants (year split, metered bracket, duplicate) is in the invoices.
  const days = [
    ...Array.from({ length: 12 }, (_, m) => `2026-${String(m + 1).padStart(2, '0')}-01`),
    ...['2026-01-31', '2026-02-28', '2026-06-30', '2026-12-31', '2027-01-01', '2027-01-31', '2025-01-15'],
  ];
  it.each(days)('today %s', (today) => {
    const built = buildDemoInvoices({
      agreements: [
        {
          ...GAS,
          startDate: demoYearSplitAgreementStart(today),
          endDate: `${Number(today.slice(0, 4)) + 1}-12-31`,
          plants: ['duplicate', 'wrong-tax-bracket-metered', 'year-split'],
          // a large metered gas connection past the 170,000 m³ bracket every month (the bracket plant needs a
          // volume past the first bracket; Westland's glasshouse gas is)
          connections: [{ ...connection(3, 65), monthUse: () => ({ total: 200_000, low: 0 }) }],
        },
      ],
      today,
    });
    const planted = built.filter((b) => b.planted !== null);
    expect(planted.map((b) => b.planted).sort()).toEqual([
      'duplicate',
      'wrong-tax-bracket-metered',
      'year-split',
    ]);
    const split = planted.find((b) => b.planted === 'year-split')!.invoice;
    const december = Number(split.periodFrom!.slice(0, 4));
    expect(split.periodFrom).toBe(`${december}-12-01`);
    expect(split.periodTo).toBe(`${december + 1}-01-31`);
    // within the EMS demo data, which start on 1 January two years back
    expect(december).toBeGreaterThanOrEqual(Number(today.slice(0, 4)) - 2);
    // and within the last complete month
    expect(split.periodTo! < today).toBe(true);
  });
});
