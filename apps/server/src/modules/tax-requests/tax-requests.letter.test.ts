import { describe, expect, it } from 'vitest';
import type { TaxRequestItem } from '@energiek/contracts/tax-requests';
import { refundBreakdown } from '@energiek/domain/energy-tax-refund';
import { testRates } from '@energiek/domain/energy-tax.fixtures';
import { letterLines, requestLetterPdf, type LetterApplicant } from './tax-requests.letter.ts';

// The refund letter (issue 32: it was a data sheet that said "Status: Concept"): a letter to the
// Belastingdienst with the applicant's address, KvK and IBAN, the legal basis, the calculation per year
// and bracket, the amount, date and signature line.

const request: TaxRequestItem = {
  id: 7,
  customerId: 3,
  customerName: 'Bakkerij De Vries B.V.',
  type: 'complex',
  product: 1,
  from: '2024-01-01',
  to: '2025-01-01',
  business: true,
  properties: null,
  status: 'concept',
  amount: 1203.1,
  deadline: '2029-12-31',
  deadlinePassed: false,
  yearDeadlines: [],
  earliestDeadline: null,
  unverifiedYears: [],
  glasshouse: false,
  note: '',
  letterDocumentId: null,
  connections: [
    {
      connectionId: 1,
      ean: '871234567890123456',
      address: 'Dorpsstraat 1, Ede',
      volume: 40_000,
      priorVolume: 0,
      reduction: false,
      volumeByYear: null,
    },
    {
      connectionId: 2,
      ean: '871234567890123463',
      address: 'Dorpsstraat 3, Ede',
      volume: 30_000,
      priorVolume: 0,
      reduction: false,
      volumeByYear: null,
    },
  ],
  documents: [],
  actions: [],
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};
const applicant: LetterApplicant = {
  name: 'Bakkerij De Vries B.V.',
  addressLines: ['Postbus 12', '6710 AA Ede'],
  kvkNumber: '12345678',
  iban: 'NL91ABNA0417164300',
};
const period = { product: 1 as const, from: '2024-01-01', to: '2025-01-01', business: true };
/** The request's own refund: its two connections as one complex. */
const complexBreakdown = refundBreakdown(
  'complex',
  period,
  request.connections.map((c) => ({ volume: c.volume, reduction: c.reduction })),
  0,
  testRates,
);
const at = new Date('2026-11-28T09:00:00Z');
/** The text of each line of the letter for `item`, dated `at`. */
const letterText = (item: TaxRequestItem, breakdown = complexBreakdown) =>
  letterLines(item, applicant, breakdown, at).map((l) => l.text);

describe('letterLines', () => {
  it('is a letter: applicant, addressee, date, basis, calculation per bracket, amount and signature', () => {
    const text = letterText(request);
    expect(text.slice(0, 7)).toEqual([
      'Bakkerij De Vries B.V.',
      'Postbus 12',
      '6710 AA Ede',
      'KvK-nummer: 12345678',
      'IBAN voor de teruggaaf: NL91ABNA0417164300',
      'Belastingdienst',
      't.a.v. teruggaaf energiebelasting',
    ]);
    expect(text).toContain('Datum: 28/11/2026');
    expect(text.some((l) => l.includes('complexbepaling van de Wet belastingen op milieugrondslag'))).toBe(
      true,
    );
    // Separate 3,799.10 + 2,895.40; the complex 315.52 + 772.48 + 3,614.80 + 788.60 = 5,491.40; 1,203.10 back.
    expect(text).toContain('Afzonderlijk geheven (som van de aansluitingen, na vermindering): € 6.694,50');
    expect(text).toContain('EB schijf 0 – 2.900 kWh: 2.900 kWh × € 0,10880/kWh = € 315,52');
    expect(text).toContain('EB schijf 10.000 – 50.000 kWh: 40.000 kWh × € 0,09037/kWh = € 3.614,80');
    expect(text).toContain(
      'Teruggaaf: afzonderlijk geheven min de belasting als één aansluiting: € 1.203,10 (afgerond op centen).',
    );
    expect(text).toContain('Handtekening: ______________________________');
    expect(text.some((l) => /Status/.test(l))).toBe(false);
    expect(text.some((l) => l.includes('Concept'))).toBe(false);
  });

  it('anbi: the brackets per connection and the 50 % rule', () => {
    const anbi = { ...request, type: 'anbi' as const, connections: request.connections.slice(0, 1) };
    const breakdown = refundBreakdown('anbi', period, [{ volume: 40_000, reduction: false }], 0, testRates);
    const text = letterText(anbi, breakdown);
    expect(text.some((l) => l.includes('artikel 36p'))).toBe(true);
    expect(text).toContain(
      'EAN 871234567890123456 · EB schijf 10.000 – 50.000 kWh: 30.000 kWh × € 0,09037/kWh = € 2.711,10',
    );
    expect(text.some((l) => l.endsWith('€ 1.899,55 (afgerond op centen).'))).toBe(true);
  });

  it('says so in the letter when a year rests on unverified rates or its deadline has passed (issue 27)', () => {
    const plain = letterText(request);
    expect(plain.some((l) => l.startsWith('Let op (intern)'))).toBe(false);
    const flagged = letterText({ ...request, unverifiedYears: [2021], deadlinePassed: true });
    expect(flagged).toContain(
      'Let op (intern): de tarieven van 2021 zijn nog niet gecontroleerd tegen de tabel "Tarieven milieubelastingen" van de Belastingdienst.',
    );
    expect(flagged).toContain('Let op (intern): de uiterste indiendatum (31/12/2029) is verstreken.');
  });

  it('a glasshouse request says it was computed with the reduced horticulture rate', () => {
    const sentence =
      'Berekend met het verlaagde tarief voor glastuinbouw (Wet belastingen op milieugrondslag, art. 59) in de eerste twee schijven.';
    expect(letterText(request)).not.toContain(sentence);
    expect(letterText({ ...request, glasshouse: true })).toContain(sentence);
  });

  it('renders as a PDF', async () => {
    const breakdown = refundBreakdown('multiple-properties', period, [], 3, testRates);
    const bytes = await requestLetterPdf(
      { ...request, type: 'multiple-properties', properties: 3 },
      { ...applicant, kvkNumber: null, iban: null },
      breakdown,
      at,
    );
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
