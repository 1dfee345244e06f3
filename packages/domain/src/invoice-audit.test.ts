import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { testRates } from './energy-tax.fixtures.ts';
import {
  auditInvoice,
  defaultRuleSettings,
  inputKey,
  inputsNeeded,
  mergeRuleSettings,
  type AuditContext,
  type AuditInvoice,
  type OtherInvoice,
} from './invoice-audit.ts';
import { largeForMonth } from './large-connection.ts';
import type { AuditInvoiceLine } from './shadow-bill.ts';
import { march2024, marchInputs } from './shadow-bill.fixtures.ts';

// The March 2024 connection of shadow-bill.test.ts (connection 7, EAN 871…001, large): a correct supplier,
// grid operator and metering invoice, then one planted error at a time with its hand-computed €.

const line = (
  kind: AuditInvoiceLine['kind'],
  amount: string,
  quantity: string | null = null,
  unitPrice: string | null = null,
): AuditInvoiceLine => ({
  kind,
  connectionId: 7,
  quantity,
  unitPrice,
  amount,
  vatRate: '21',
  periodFrom: march2024.from,
  periodTo: march2024.to,
});

function invoice(
  id: number,
  issuerKind: AuditInvoice['issuerKind'],
  lines: AuditInvoiceLine[],
  number = `F-${id}`,
): AuditInvoice {
  const excl = lines.reduce((a, l) => a.plus(l.amount), new Decimal(0));
  return {
    id,
    issuerKind,
    issuerId: issuerKind === 'supplier' ? 1 : issuerKind === 'grid-operator' ? 2 : 3,
    number,
    invoiceDate: '2024-04-05',
    periodFrom: march2024.from,
    periodTo: march2024.to,
    kind: 'invoice',
    totalExclVat: excl.toFixed(2),
    totalVat: excl.times('0.21').toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2),
    lines,
  };
}

const supplierLines = () => [
  line('supply-normal', '720.00', '6000', '0.12'),
  line('supply-low', '400.00', '4000', '0.10'),
  line('fixed-supply-fee', '7.50', '1', '7.50'),
  line('gvo', '20.00', '10000', '0.002'),
  line('energy-tax', '903.70', '10000', '0.09037'),
  line('tax-reduction', '-44.20'),
];
const gridLines = () => [
  // Yearly grid fees per day: € 240, € 60 and 100 kW × € 36 a year × 31/366 (March 2024).
  line('fixed-transport-fee', '20.33', '31', '0.655738'),
  line('periodic-connection-fee', '5.08', '31', '0.163934'),
  line('contracted-capacity', '304.92', '100', '3.049180'),
  line('kw-max', '213.00', '85.2', '2.5'),
  line('reactive', '12.00', '800', '0.015'),
];
const supplier = (lines = supplierLines(), id = 10) => invoice(id, 'supplier', lines);
const grid = (lines = gridLines(), id = 11) => invoice(id, 'grid-operator', lines);
const metering = (id = 12) => invoice(id, 'metering-company', [line('metering-service', '30.00')]);
const other = (i: AuditInvoice, credited = false): OtherInvoice => ({ ...i, credited });

function context(others: AuditInvoice[] = [], overrides: Partial<AuditContext> = {}): AuditContext {
  return {
    connections: new Map([[7, { id: 7, ean: '871000000000000001', product: 1 as const, large: true }]]),
    inputs: new Map([[inputKey(7, march2024), marchInputs()]]),
    others: others.map((o) => other(o)),
    vat: testRates.vat,
    settings: defaultRuleSettings(),
    today: '2024-06-30',
    ...overrides,
  };
}

const all = () => [supplier(), grid(), metering()];
const audit = (i: AuditInvoice, others = all(), overrides: Partial<AuditContext> = {}) =>
  auditInvoice(
    i,
    context(
      others.filter((o) => o.id !== i.id),
      overrides,
    ),
  );
const found = (i: AuditInvoice, others = all(), overrides: Partial<AuditContext> = {}) =>
  audit(i, others, overrides).findings.map((f) => [f.rule, f.amount]);

describe('correct invoices are not flagged', () => {
  it('supplier, grid operator and metering company for March 2024', () => {
    for (const i of all()) {
      const result = audit(i);
      expect(result.findings).toEqual([]);
      expect(result.status).toBe('ok');
      expect(result.amountAtStake).toBe('0.00');
    }
    const lines = audit(supplier()).lines;
    expect(lines[0]).toMatchObject({
      kind: 'supply-normal',
      expected: '720.00',
      invoiced: '720.00',
      deviation: '0.00',
      rule: null,
    });
  });

  it('asks for the inputs per connection and period', () => {
    expect(inputsNeeded(supplier())).toEqual([{ connectionId: 7, period: march2024 }]);
  });
});

describe('each planted error is found by its rule, with its €', () => {
  it('price above the contract: 6,000 × (0.125 − 0.12) = € 30.00', () => {
    const lines = supplierLines();
    lines[0] = line('supply-normal', '750.00', '6000', '0.125');
    const result = audit(supplier(lines));
    expect(result.findings.map((f) => [f.rule, f.amount])).toEqual([['price', '30.00']]);
    expect(result.status).toBe('deviation');
    expect(result.amountAtStake).toBe('30.00');
    expect(result.lines[0]).toMatchObject({
      expected: '720.00',
      invoiced: '750.00',
      deviation: '30.00',
      deviationPercent: '4.2',
      rule: 'price',
    });
  });

  it('volume above the meter: 300 kWh × 0.12 = € 36.00 (tax on the billed volume is consistent)', () => {
    const lines = supplierLines();
    lines[0] = line('supply-normal', '756.00', '6300', '0.12');
    lines[3] = line('gvo', '20.60', '10300', '0.002');
    lines[4] = line('energy-tax', '930.81', '10300', '0.09037'); // 10,300 × 0.09037 = 930.811
    // GvO on the billed volume is € 0.60 more: below the € 10 tolerance.
    expect(found(supplier(lines))).toEqual([['volume', '36.00']]);
  });

  it('a few % between interval data and the bill is timing: not flagged', () => {
    const lines = supplierLines();
    lines[0] = line('supply-normal', '734.40', '6120', '0.12'); // 2 % more, € 14.40
    lines[4] = line('energy-tax', '914.54', '10120', '0.09037');
    expect(found(supplier(lines))).toEqual([]);
  });

  it('wrong tax bracket: 10,000 × 0.10880 = 1,088.00 instead of 903.70 → € 184.30', () => {
    const lines = supplierLines();
    lines[4] = line('energy-tax', '1088.00', '10000', '0.10880');
    expect(found(supplier(lines))).toEqual([['tax-bracket', '184.30']]);
  });

  it('missing reduction: 521.81 × 31 / 366 = € 44.20', () => {
    expect(found(supplier(supplierLines().slice(0, 5)))).toEqual([['reduction-missing', '44.20']]);
  });

  it('reduction twice, across suppliers: € −44.20', () => {
    const elsewhere = invoice(5, 'supplier', [line('tax-reduction', '-44.20')]);
    elsewhere.issuerId = 9;
    expect(found(supplier(), [...all(), elsewhere])).toEqual([
      ['reduction-twice', '-44.20'],
      ['periods', '2007.00'],
    ]);
  });

  it('contracted capacity 120 kW instead of 100: 365.90 − 100 × 36 × 31 / 366 (304.918) = € 60.98', () => {
    const lines = gridLines();
    lines[2] = line('contracted-capacity', '365.90', '120', '3.049180'); // 120 × 36 × 31 / 366 = 365.902
    expect(found(grid(lines))).toEqual([['contracted-capacity', '60.98']]);
  });

  // Issue 32: the contracted kW in force in the invoice period (connection history), not the value now.
  // 100 kW up to 15 March 2024, 150 kW from 16 March; € 36 per kW a year, 2024 has 366 days:
  // 100 × 36 × 15 / 366 = 147.541 + 150 × 36 × 16 / 366 = 236.066 → € 383.61 due for March.
  const changedInMarch = (): Partial<AuditContext> => ({
    inputs: new Map([
      [
        inputKey(7, march2024),
        {
          ...marchInputs(),
          contractedKw: '150',
          contractedKwParts: [
            { from: '2024-03-01', to: '2024-03-15', kw: '100' },
            { from: '2024-03-16', to: '2024-03-31', kw: '150' },
          ],
        },
      ],
    ]),
  });

  it('contracted kW changed within the period: each part at its own kW (€ 383.61), nothing flagged', () => {
    const lines = gridLines();
    lines[2] = line('contracted-capacity', '383.61', '150', '3.049180');
    expect(found(grid(lines), all(), changedInMarch())).toEqual([]);
  });

  it('billed at the new 150 kW for all of March: 150 × 36 × 31 / 366 = 457.38 − 383.61 = € 73.77', () => {
    const lines = gridLines();
    lines[2] = line('contracted-capacity', '457.38', '150', '4.573770');
    expect(found(grid(lines), all(), changedInMarch())).toEqual([['contracted-capacity', '73.77']]);
  });

  it('kW max 95.2 while the meter peaked at 85.2: 10 × 2.50 = € 25.00', () => {
    const lines = gridLines();
    lines[3] = line('kw-max', '238.00', '95.2', '2.5');
    expect(found(grid(lines))).toEqual([['kw-max', '25.00']]);
  });

  it('duplicate: the same invoice again is flagged in full', () => {
    const copy = supplier(supplierLines(), 20);
    expect(found(copy)).toEqual([['duplicate', '2007.00']]);
  });

  it('overlapping and missing periods', () => {
    const earlier = { periodFrom: '2024-01-15', periodTo: '2024-02-15' };
    const february = {
      ...supplier(
        supplierLines().map((l) => ({ ...l, ...earlier })),
        3,
      ),
      ...earlier,
    };
    expect(found(supplier(), [...all(), february])).toEqual([['periods', '0.00']]);
    expect(audit(supplier(), [...all(), february]).findings[0]!.message).toBe(
      'Geen factuur van de leverancier voor 16-02-2024 t/m 29-02-2024 (EAN 871000000000000001).',
    );
  });

  describe('one periods finding per overlapping invoice and per gap, not one per EAN', () => {
    // Connections 7 and 8 on one supplier invoice, each with the March lines of € 2,007.00: € 4,014.00.
    const ean8 = '871000000000000002';
    const two = () =>
      supplier([...supplierLines(), ...supplierLines().map((l) => ({ ...l, connectionId: 8 }))]);
    const earlier = (connections: number[], from: string, to: string, id = 3) => ({
      ...invoice(
        id,
        'supplier',
        connections.map((c) => ({
          ...line('supply-normal', '100.00'),
          connectionId: c,
          periodFrom: from,
          periodTo: to,
        })),
      ),
      periodFrom: from,
      periodTo: to,
    });
    const twoContext = (others: AuditInvoice[]) =>
      context(others, {
        connections: new Map([
          [7, { id: 7, ean: '871000000000000001', product: 1 as const, large: true }],
          [8, { id: 8, ean: ean8, product: 1 as const, large: true }],
        ]),
        inputs: new Map([
          [inputKey(7, march2024), marchInputs()],
          [inputKey(8, march2024), marchInputs()],
        ]),
      });
    const periods = (others: AuditInvoice[]) =>
      auditInvoice(two(), twoContext(others))
        .findings.filter((f) => f.rule === 'periods')
        .map((f) => [f.amount, f.message, f.connectionId]);

    it('an earlier invoice for both EANs overlapping 1–10 March: 4,014.00 × 10 / 31 = € 1,294.84 once', () => {
      expect(periods([earlier([7, 8], '2024-02-20', '2024-03-10')])).toEqual([
        [
          '1294.84',
          "10 dagen overlappen met factuur F-3 (20-02-2024 t/m 10-03-2024, EAN's 871000000000000001 en 871000000000000002).",
          null,
        ],
      ]);
    });

    it('overlapping on EAN 8 only: its own lines, 2,007.00 × 10 / 31 = € 647.42', () => {
      expect(periods([earlier([8], '2024-02-20', '2024-03-10')])).toEqual([
        ['647.42', `10 dagen overlappen met factuur F-3 (20-02-2024 t/m 10-03-2024, EAN ${ean8}).`, 8],
      ]);
    });

    it('an invoice from 16 February overlapping one for February: 14 days overlap, no gap before it', () => {
      // Periods January (F-2), 1–29 February (F-3) and 16 February – 31 March (this one, 45 days): 14 days overlap,
      // 4,014.00 × 14 / 45 = € 1,248.80; the days 1–15 February are covered by F-3, so no gap.
      const late = { ...two(), periodFrom: '2024-02-16' };
      const result = auditInvoice(
        late,
        twoContext([
          earlier([7, 8], '2024-01-01', '2024-01-31', 2),
          earlier([7, 8], '2024-02-01', '2024-02-29'),
        ]),
      );
      expect(result.findings.filter((f) => f.rule === 'periods').map((f) => f.amount)).toEqual(['1248.80']);
    });

    it('the same gap on both EANs is one finding', () => {
      expect(periods([earlier([7, 8], '2024-01-15', '2024-02-15')])).toEqual([
        [
          '0.00',
          "Geen factuur van de leverancier voor 16-02-2024 t/m 29-02-2024 (EAN's 871000000000000001 en 871000000000000002).",
          null,
        ],
      ]);
    });
  });

  it('VAT: 9 % in 2024 on € 2,007.00 → € 240.84 too little', () => {
    const i = supplier();
    i.totalVat = '180.63'; // 2,007.00 × 0.09; 21 % is 421.47
    expect(found(i)).toEqual([['vat', '-240.84']]);
  });

  it('three invoices: the metering company is missing for March', () => {
    expect(found(supplier(), [supplier(), grid()])).toEqual([['three-invoices', '0.00']]);
    expect(audit(supplier(), [supplier(), grid()]).findings[0]!.message).toBe(
      'Geen factuur van het meetbedrijf voor maart 2024 (EAN 871000000000000001).',
    );
    // A month that ended less than 45 days ago is not checked yet.
    expect(found(supplier(), [supplier(), grid()], { today: '2024-04-20' })).toEqual([]);
  });

  describe('large by the contracted capacity in force in the month, not by the capacity now', () => {
    // Connection 7 with a contracted-capacity history; March 2024 has the supplier's and the grid
    // operator's invoice but none of the metering company.
    const withCapacity = (
      large: boolean,
      current: string | null,
      timeline: { value: string | null; validFrom: string | null; validTo: string | null }[],
    ) => ({
      connections: new Map([
        [
          7,
          {
            id: 7,
            ean: '871000000000000001',
            product: 1 as const,
            large,
            capacity: { timeline: timeline.map((t) => ({ ...t, label: null })), current },
          },
        ],
      ]),
    });
    const threeInvoices = (overrides: Partial<AuditContext>) =>
      audit(supplier(), [supplier(), grid()], overrides)
        .findings.filter((f) => f.rule === 'three-invoices')
        .map((f) => f.message);

    it('small in March 2024 (no capacity until 1 April), 150 kW now: not checked for March', () => {
      const now150 = withCapacity(true, '150', [
        { value: null, validFrom: null, validTo: '2024-04-01' },
        { value: '150', validFrom: '2024-04-01', validTo: null },
      ]);
      expect(threeInvoices(now150)).toEqual([]);
      expect(largeForMonth(now150.connections.get(7)!, '2024-03')).toBe(false);
      expect(largeForMonth(now150.connections.get(7)!, '2024-04')).toBe(true);
    });

    it('100 kW in March 2024, small now (capacity ended 1 April): checked for March', () => {
      const smallNow = withCapacity(false, null, [
        { value: '100', validFrom: null, validTo: '2024-04-01' },
        { value: null, validFrom: '2024-04-01', validTo: null },
      ]);
      expect(threeInvoices(smallNow)).toEqual([
        'Geen factuur van het meetbedrijf voor maart 2024 (EAN 871000000000000001).',
      ]);
      expect(largeForMonth(smallNow.connections.get(7)!, '2024-04')).toBe(false);
    });

    it('a capacity from 15 March: March is not wholly large, so not checked; no history = the value now', () => {
      const fromMid = withCapacity(true, '150', [
        { value: null, validFrom: null, validTo: '2024-03-15' },
        { value: '150', validFrom: '2024-03-15', validTo: null },
      ]);
      expect(threeInvoices(fromMid)).toEqual([]);
      // No recorded history: every day takes the capacity now (150 kW: large; none: small).
      expect(threeInvoices(withCapacity(true, '150', []))).toHaveLength(1);
      expect(threeInvoices(withCapacity(false, null, []))).toEqual([]);
    });
  });

  it('a rule switched off or a higher € tolerance does not flag', () => {
    const lines = supplierLines();
    lines[4] = line('energy-tax', '1088.00', '10000', '0.10880');
    const off = mergeRuleSettings({ 'tax-bracket': { enabled: false } });
    expect(found(supplier(lines), all(), { settings: off })).toEqual([]);
    const high = mergeRuleSettings({ 'tax-bracket': { euro: '200' } });
    expect(found(supplier(lines), all(), { settings: high })).toEqual([]);
  });

  it('no inputs: insufficient data, never a guess', () => {
    const result = audit(supplier(), all(), {
      inputs: new Map([[inputKey(7, march2024), marchInputs({ measured: null })]]),
    });
    expect(result.status).toBe('insufficient-data');
    expect(result.missing).toContain('Geen meetdata voor 01-03-2024 t/m 31-03-2024.');
  });
});

describe('meter rent twice, estimates never corrected, index prices (issue 29, session 3)', () => {
  it('meter rent billed again by another issuer: 31.00 × 10 / 31 = € 10.00 (at most the other’s 12.00)', () => {
    // The grid operator already billed meter rent for 1–10 March: € 12.00.
    const earlier = invoice(5, 'grid-operator', [
      ...gridLines(),
      { ...line('metering-service', '12.00'), periodFrom: '2024-03-01', periodTo: '2024-03-10' },
    ]);
    const rent = invoice(12, 'metering-company', [line('metering-service', '31.00')]);
    const result = audit(rent, [...all(), earlier]);
    expect(result.findings.filter((f) => f.rule === 'meter-rent-twice')).toEqual([
      {
        rule: 'meter-rent-twice',
        amount: '10.00',
        message:
          'Meterhuur over 10 dagen staat ook op factuur F-5 van de netbeheerder (EAN 871000000000000001, 01-03-2024 t/m 31-03-2024).',
        connectionId: 7,
      },
    ]);
    // The earlier invoice itself is not the double one.
    expect(found(earlier, [...all(), rent]).filter(([rule]) => rule === 'meter-rent-twice')).toEqual([]);
  });

  it('meter rent twice on one invoice: the second line in full, € 30.00', () => {
    const twice = invoice(12, 'metering-company', [
      line('metering-service', '30.00'),
      line('metering-service', '30.00'),
    ]);
    expect(found(twice).filter(([rule]) => rule === 'meter-rent-twice')).toEqual([
      ['meter-rent-twice', '30.00'],
    ]);
  });

  it('meter rent twice: the money counts once in the € at stake, not also as the grid-costs excess', () => {
    const twice = invoice(12, 'metering-company', [
      line('metering-service', '30.00'),
      line('metering-service', '30.00'),
    ]);
    const result = audit(twice);
    // Both findings explain the same € 30.00: the tariff is € 30.00 a month, € 60.00 was billed.
    expect(result.findings.map((f) => [f.rule, f.amount])).toEqual([
      ['grid-costs', '30.00'],
      ['meter-rent-twice', '30.00'],
    ]);
    expect(result.amountAtStake).toBe('30.00'); // not 60.00
    // Billed a third time: € 90.00 against € 30.00; twice billed again counts € 30.00 (the second line's
    // share over the first), the grid-costs excess € 60.00 adds the € 30.00 not yet counted.
    const thrice = invoice(12, 'metering-company', [
      line('metering-service', '30.00'),
      line('metering-service', '30.00'),
      line('metering-service', '30.00'),
    ]);
    const three = audit(thrice);
    expect(three.findings.map((f) => [f.rule, f.amount])).toEqual([
      ['grid-costs', '60.00'],
      ['meter-rent-twice', '30.00'],
      ['meter-rent-twice', '30.00'],
    ]);
    expect(three.amountAtStake).toBe('60.00');
  });

  it('an estimate never corrected is found after 120 days, without € (the volume rule has the money)', () => {
    const lines = supplierLines();
    lines[0] = { ...lines[0]!, description: 'Levering normaal (geschatte stand)' };
    const estimated = supplier(lines);
    // 31 March + 120 days is 29 July: on 30 June the supplier may still correct it.
    expect(found(estimated).filter(([rule]) => rule === 'estimated')).toEqual([]);
    const late = audit(estimated, all(), { today: '2024-09-30' });
    expect(late.findings.filter((f) => f.rule === 'estimated')).toEqual([
      {
        rule: 'estimated',
        amount: '0.00',
        message:
          'Geschat volume over 01-03-2024 t/m 31-03-2024 (EAN 871000000000000001) is na 120 dagen nog niet gecorrigeerd met een echte meterstand.',
        connectionId: 7,
      },
    ]);
    expect(late.amountAtStake).toBe('0.00');
    // A later supplier invoice over those days on a real reading corrects it.
    const correction = {
      ...invoice(30, 'supplier', [line('supply-normal', '12.00', '100', '0.12')], 'F-30'),
      invoiceDate: '2024-05-05',
    };
    expect(
      found(estimated, [...all(), correction], { today: '2024-09-30' }).filter(
        ([rule]) => rule === 'estimated',
      ),
    ).toEqual([]);
  });

  it('an index-priced agreement: no expected price, and the result says why', () => {
    const index = marchInputs({
      contract: {
        single: null,
        normal: null,
        low: null,
        fixedFeeMonth: '7.50',
        greenCertificates: '0.002',
        index: { name: 'EPEX day-ahead', markup: '0.0045' },
      },
    });
    const result = audit(supplier(), all(), { inputs: new Map([[inputKey(7, march2024), index]]) });
    expect(result.lines[0]).toMatchObject({ kind: 'supply-normal', expected: null });
    expect(result.missing).toContain(
      'Indexcontract (EPEX day-ahead + opslag 0,0045 per eenheid): Energiek kent de indexprijzen niet, dus geen verwachte prijs.',
    );
  });
});

describe('missing year split (issue 29)', () => {
  // Connection 7 from 1 December 2024 to 31 January 2025: 6,000 normal + 4,000 low kWh measured, 5,000 in
  // each year; 45,000 kWh used in 2024 before December. Split per year: 2024 from 45,000 to 50,000 at
  // 0.09037 = 451.85; 2025 from 0 at 0.10154 = 507.70; together € 959.55. The reduction:
  // 521.81 × 31 / 366 + 524.95 × 31 / 365 = € 88.78.
  const winter = { from: '2024-12-01', to: '2025-01-31' };
  const winterInputs = marchInputs({
    priorVolume: '45000',
    volumeByYear: { 2024: '5000', 2025: '5000' },
    measured: {
      normal: '6000',
      low: '4000',
      production: '0',
      reactive: null,
      peakKwByMonth: [
        { month: '2024-12', kw: '80' },
        { month: '2025-01', kw: '80' },
      ],
      daysCovered: 62,
    },
  });
  const winterLine = (
    kind: AuditInvoiceLine['kind'],
    amount: string,
    own?: { from: string; to: string },
  ) => ({
    ...line(kind, amount),
    periodFrom: (own ?? winter).from,
    periodTo: (own ?? winter).to,
  });
  const winterInvoice = (tax: AuditInvoiceLine[]): AuditInvoice => ({
    ...invoice(20, 'supplier', [
      { ...winterLine('supply-normal', '720.00'), quantity: '6000', unitPrice: '0.12' },
      { ...winterLine('supply-low', '400.00'), quantity: '4000', unitPrice: '0.10' },
      winterLine('fixed-supply-fee', '15.00'),
      ...tax,
      winterLine('tax-reduction', '-88.78'),
    ]),
    invoiceDate: '2025-02-10',
    periodFrom: winter.from,
    periodTo: winter.to,
  });
  const winterFound = (i: AuditInvoice) =>
    auditInvoice(
      i,
      context([], { inputs: new Map([[inputKey(7, winter), winterInputs]]), today: '2025-02-10' }),
    ).findings.map((f) => [f.rule, f.amount]);

  it('split at 31 December: no finding', () => {
    const split = winterInvoice([
      winterLine('energy-tax', '451.85', { from: '2024-12-01', to: '2024-12-31' }),
      winterLine('energy-tax', '507.70', { from: '2025-01-01', to: '2025-01-31' }),
    ]);
    expect(winterFound(split)).toEqual([]);
  });

  it('one line at the new year’s first bracket: 10,000 × 0.10154 = 1,015.40 − 959.55 = € 55.85', () => {
    const unsplit = winterInvoice([winterLine('energy-tax', '1015.40')]);
    expect(winterFound(unsplit)).toEqual([['year-split', '55.85']]);
    const [finding] = auditInvoice(
      unsplit,
      context([], { inputs: new Map([[inputKey(7, winter), winterInputs]]), today: '2025-02-10' }),
    ).findings;
    expect(finding!.message).toBe(
      'De periode loopt over 31 december zonder splitsing: gefactureerd € 1.015,40, gesplitst per jaar € 959,55 (EAN 871000000000000001, 01-12-2024 t/m 31-01-2025).',
    );
  });

  it('one line on the old year’s ladder: 5,000 × 0.09037 + 5,000 × 0.03943 = 649.00 − 959.55 = € −310.55', () => {
    expect(winterFound(winterInvoice([winterLine('energy-tax', '649.00')]))).toEqual([
      ['year-split', '-310.55'],
    ]);
  });

  it('a period within one year is a bracket question, never a year split', () => {
    // March 2024 at the first bracket's rate: the tax-bracket rule, as above.
    const lines = supplierLines();
    lines[4] = line('energy-tax', '1088.00', '10000', '0.10880');
    expect(found(supplier(lines)).map(([rule]) => rule)).toEqual(['tax-bracket']);
  });
});
