import { describe, expect, it } from 'vitest';
import {
  dueMonths,
  invoiceDeviationRule,
  missingInvoiceRule,
  type AuditDeviationInput,
  type MissingInvoiceInput,
} from './signal-rules-invoices.ts';

const audit: AuditDeviationInput = {
  invoiceId: 41,
  invoiceNumber: 'F-2026-11',
  issuerName: 'Stedin',
  invoiceDate: '2026-12-05',
  periodFrom: '2026-11-01',
  periodTo: '2026-11-30',
  status: 'deviation',
  amountAtStake: '60.50',
  decision: null,
  claimStatus: null,
  connectionIds: [7, 7],
};
const deviationSettings = { enabled: true, threshold: 25 };

describe('invoiceDeviationRule', () => {
  it('raises a deviation at or above the threshold with the amount at stake as € impact', () => {
    expect(invoiceDeviationRule(audit, deviationSettings)).toEqual([
      {
        rule: 'invoice-deviation',
        causeKey: 'invoice:41',
        connectionId: 7,
        periodFrom: '2026-11-01',
        periodTo: '2026-11-30',
        severity: 1,
        measured: 60.5,
        limit: 25,
        impact: '60.50',
        title: 'Afwijking op factuur F-2026-11 van Stedin',
        detail:
          'De factuurcontrole vond op factuur F-2026-11 van Stedin (periode 01-11-2026 – 30-11-2026) € 60,50 ' +
          'te veel berekend (drempel € 25,00). Bekijk de bevindingen bij de factuur en dien zo nodig een ' +
          'claim in.',
      },
    ]);
    // Exactly the threshold still raises; € 150 is middel, € 1.250 hoog (and grouped in the text).
    expect(invoiceDeviationRule({ ...audit, amountAtStake: '25' }, deviationSettings)).toHaveLength(1);
    expect(invoiceDeviationRule({ ...audit, amountAtStake: '150' }, deviationSettings)[0]?.severity).toBe(2);
    const big = invoiceDeviationRule({ ...audit, amountAtStake: '1250' }, deviationSettings)[0];
    expect(big?.severity).toBe(3);
    expect(big?.detail).toContain('€ 1.250,00');
  });

  it('raises nothing below the threshold, without a deviation, or once decided or credited', () => {
    expect(invoiceDeviationRule({ ...audit, amountAtStake: '24.99' }, deviationSettings)).toEqual([]);
    expect(invoiceDeviationRule({ ...audit, status: 'ok' }, deviationSettings)).toEqual([]);
    expect(invoiceDeviationRule({ ...audit, decision: 'geen-afwijking' }, deviationSettings)).toEqual([]);
    expect(invoiceDeviationRule({ ...audit, claimStatus: 'toegekend' }, deviationSettings)).toEqual([]);
    expect(invoiceDeviationRule({ ...audit, amountAtStake: '0' }, { enabled: true, threshold: 0 })).toEqual(
      [],
    );
  });

  it('links the invoice as a whole when findings name several connections; the invoice date without a period', () => {
    const [signal] = invoiceDeviationRule(
      { ...audit, connectionIds: [7, 8], periodFrom: null, periodTo: null },
      deviationSettings,
    );
    expect(signal).toMatchObject({ connectionId: null, periodFrom: '2026-12-05', periodTo: '2026-12-05' });
  });
});

describe('dueMonths', () => {
  it('counts a month due the day after its grace ends', () => {
    // 30 days after 30-11 is 30-12: on 30-12 November is not yet due, on 31-12 it is.
    expect(dueMonths('2026-12-30', 30, 3)).toEqual(['2026-08', '2026-09', '2026-10']);
    expect(dueMonths('2026-12-31', 30, 3)).toEqual(['2026-09', '2026-10', '2026-11']);
    // Over a year end; February 2028 has 29 days (29-02 + 5 days = 05-03).
    expect(dueMonths('2027-01-05', 4, 2)).toEqual(['2026-11', '2026-12']);
    expect(dueMonths('2028-03-05', 5, 1)).toEqual(['2028-01']);
    expect(dueMonths('2028-03-06', 5, 1)).toEqual(['2028-02']);
  });
});

const cell = (status: string) => ({ status });
// Invoices of both kinds flow since long before the window.
const since: MissingInvoiceInput['firstInvoiced'] = {
  supplier: '2025-01-01',
  'grid-operator': '2025-01-01',
  'metering-company': null,
};
const months: MissingInvoiceInput['months'] = [
  {
    month: '2026-10',
    supplier: cell('arrived'),
    'grid-operator': cell('missing'),
    'metering-company': cell('none'),
  },
  {
    month: '2026-11',
    supplier: cell('partial'),
    'grid-operator': cell('missing'),
    'metering-company': cell('none'),
  },
  {
    month: '2026-12',
    supplier: cell('missing'),
    'grid-operator': cell('missing'),
    'metering-company': cell('none'),
  },
];

describe('missingInvoiceRule', () => {
  it('raises one signal per issuer kind over its due months without an invoice', () => {
    const raised = missingInvoiceRule(
      { connectionId: 7, ean: '871687120000000007', months, firstInvoiced: since, today: '2026-12-31' },
      { enabled: true, threshold: 30 },
    );
    // December is not due yet (0 days after its end); November's supplier invoice is partial, not missing.
    expect(raised).toEqual([
      {
        rule: 'missing-invoice',
        causeKey: 'connection:7:grid-operator',
        connectionId: 7,
        periodFrom: '2026-10-01',
        periodTo: '2026-11-30',
        severity: 2,
        measured: 2,
        limit: 30,
        impact: null,
        title: 'Factuur van de netbeheerder ontbreekt voor 871687120000000007',
        detail:
          'Voor 871687120000000007 is geen factuur van de netbeheerder ontvangen over oktober 2026 en ' +
          'november 2026, terwijl die 30 dagen na afloop van de maand verwacht werd. Vraag de factuur op of ' +
          'controleer of hij bij een andere aansluiting is geboekt.',
      },
    ]);
  });

  it('raises nothing when every expected invoice arrived, or within the grace days', () => {
    const clean = months.map((m) => ({ ...m, 'grid-operator': cell('arrived'), supplier: cell('arrived') }));
    expect(
      missingInvoiceRule(
        { connectionId: 7, ean: 'E', months: clean, firstInvoiced: since, today: '2027-03-01' },
        { enabled: true, threshold: 30 },
      ),
    ).toEqual([]);
    // 30-11 + 31 days: with 31 days' grace November is not due on 31-12, October (61 days) is.
    const [only] = missingInvoiceRule(
      { connectionId: 7, ean: 'E', months, firstInvoiced: since, today: '2026-12-31' },
      { enabled: true, threshold: 31 },
    );
    expect(only).toMatchObject({
      periodFrom: '2026-10-01',
      periodTo: '2026-10-31',
      severity: 1,
      measured: 1,
    });
    expect(only?.detail).toContain('over oktober 2026, terwijl');
  });

  it('expects invoices only from the first one of that kind for the connection', () => {
    const grid = (status: string[]) =>
      ['2026-08', '2026-09', '2026-10'].map((month, i) => ({
        month,
        supplier: cell('arrived'),
        'grid-operator': cell(status[i] ?? 'missing'),
        'metering-company': cell('none'),
      }));
    const input = (statuses: string[], first: string | null): MissingInvoiceInput => ({
      connectionId: 8,
      ean: 'E8',
      months: grid(statuses),
      firstInvoiced: { supplier: '2026-01-01', 'grid-operator': first, 'metering-company': null },
      today: '2026-12-31',
    });
    // No grid-operator invoice ever: the connection's grid invoices are not handed over; nothing is expected.
    expect(
      missingInvoiceRule(input(['missing', 'missing', 'missing'], null), { enabled: true, threshold: 30 }),
    ).toEqual([]);
    // The first one billed from 16-09 (September partial): August is before the flow; October is missing.
    const [only, more] = missingInvoiceRule(input(['missing', 'partial', 'missing'], '2026-09-16'), {
      enabled: true,
      threshold: 30,
    });
    expect(more).toBeUndefined();
    expect(only).toMatchObject({
      causeKey: 'connection:8:grid-operator',
      periodFrom: '2026-10-01',
      periodTo: '2026-10-31',
      measured: 1,
      severity: 1,
    });
    // Once it stops after the first: each later due month counts (here two months with nothing after August).
    expect(
      missingInvoiceRule(input(['arrived', 'missing', 'missing'], '2026-08-01'), {
        enabled: true,
        threshold: 30,
      })[0],
    ).toMatchObject({ periodFrom: '2026-09-01', periodTo: '2026-10-31', measured: 2, severity: 2 });
  });
});
