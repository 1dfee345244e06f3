import { describe, expect, it } from 'vitest';
import { dutchNumber } from '../../components/form/dutch-number.ts';
import { formValues, taxRequestFormSchema } from './form-values.ts';

describe('taxRequestFormSchema', () => {
  it('turns the typed values into the contract body', () => {
    const values = {
      ...formValues(undefined),
      from: '2024-01-01',
      to: '2024-12-31',
      connections: [
        {
          connectionId: 4,
          ean: '871',
          address: '',
          volume: '40.000',
          priorVolume: '',
          reduction: false,
          years: null,
        },
        {
          connectionId: 5,
          ean: '872',
          address: '',
          volume: '30.000,5',
          priorVolume: '1.000',
          reduction: true,
          years: null,
        },
      ],
    };
    const parsed = taxRequestFormSchema.safeParse(values);
    expect(parsed.success && parsed.data).toMatchObject({
      type: 'complex',
      product: 1,
      from: '2024-01-01',
      to: '2025-01-01',
      properties: null,
      connections: [
        { connectionId: 4, volume: 40_000, priorVolume: 0, reduction: false },
        { connectionId: 5, volume: 30_000.5, priorVolume: 1000, reduction: true },
      ],
    });
  });

  it('names an unreadable volume and a complex with one connection in Dutch', () => {
    const parsed = taxRequestFormSchema.safeParse({
      ...formValues(undefined),
      connections: [
        {
          connectionId: 4,
          ean: '871',
          address: '',
          volume: 'veel',
          priorVolume: '',
          reduction: false,
          years: null,
        },
      ],
    });
    expect(parsed.success).toBe(false);
    const issues = parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toContainEqual(['connections.0.volume', 'Vul een volume in van 0 of meer.']);
  });

  it('volumes per year (from the money finder): the volume is their sum, in thousandths', () => {
    const parsed = taxRequestFormSchema.safeParse({
      ...formValues(undefined),
      from: '2024-01-01',
      to: '2025-12-31',
      connections: [4, 5].map((connectionId) => ({
        connectionId,
        ean: '871',
        address: '',
        volume: '',
        priorVolume: '',
        reduction: false,
        years: [
          { year: '2024', volume: '10.000,1' },
          { year: '2025', volume: '20.000,2' },
        ],
      })),
    });
    expect(parsed.success && parsed.data.connections[0]).toMatchObject({
      volume: 30_000.3,
      volumeByYear: { 2024: 10_000.1, 2025: 20_000.2 },
    });
  });

  it('reads Dutch numbers', () => {
    expect(dutchNumber('1.234,5')).toBe(1234.5);
    expect(dutchNumber('2.900')).toBe(2900);
    expect(dutchNumber('')).toBeNaN();
  });
});

describe('formValues', () => {
  it('shows stored volumes the Dutch way, so a save reads them back unchanged', () => {
    const values = formValues({
      id: 1,
      customerId: 2,
      customerName: 'X',
      type: 'anbi',
      product: 1,
      from: '2024-01-01',
      to: '2025-01-01',
      business: true,
      properties: null,
      status: 'concept',
      amount: 0,
      deadline: '2025-04-01',
      deadlinePassed: false,
      yearDeadlines: [],
      earliestDeadline: null,
      unverifiedYears: [],
      glasshouse: false,
      note: '',
      letterDocumentId: null,
      connections: [
        {
          connectionId: 3,
          ean: '871',
          address: '',
          volume: 30_000.5,
          priorVolume: 0,
          reduction: true,
          volumeByYear: null,
        },
      ],
      documents: [],
      actions: [],
      createdAt: '',
      updatedAt: '',
    });
    expect(values.to).toBe('2024-12-31');
    expect(values.connections[0]).toMatchObject({ volume: '30.000,5', priorVolume: '' });
    expect(dutchNumber(values.connections[0]!.volume)).toBe(30_000.5);
  });
});
