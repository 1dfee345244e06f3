import { describe, expect, it } from 'vitest';
import { bracketIssues, normaliseDecimal, parameterBodySchema } from './parameters.ts';

const messages = (result: ReturnType<typeof parameterBodySchema.safeParse>) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('bracketIssues', () => {
  it('accepts brackets from 0, contiguous, with only the last open', () => {
    expect(
      bracketIssues([
        { from: 0, to: 2900 },
        { from: 2900, to: 10_000 },
        { from: 10_000, to: null },
      ]),
    ).toEqual([]);
    expect(bracketIssues([{ from: 0, to: null }])).toEqual([]);
  });

  it('names the bracket and bound of every problem', () => {
    expect(
      bracketIssues([
        { from: 5, to: 100 },
        { from: 90, to: null },
        { from: 300, to: 200 },
      ]),
    ).toEqual([
      { index: 0, field: 'from', message: 'De eerste schijf begint bij 0.' },
      { index: 1, field: 'from', message: 'Deze schijf overlapt de vorige: begin bij 100.' },
      { index: 1, field: 'to', message: 'Alleen de laatste schijf mag zonder bovengrens zijn.' },
      { index: 2, field: 'to', message: 'De bovengrens moet hoger zijn dan de ondergrens.' },
    ]);
    expect(bracketIssues([{ from: 0, to: 10 }])).toEqual([
      { index: 0, field: 'to', message: 'De laatste schijf heeft geen bovengrens (leeg laten).' },
    ]);
  });
});

describe('normaliseDecimal', () => {
  it('takes a dot or a comma, keeps trailing zeros, takes Dutch thousands dots before a comma, refuses text', () => {
    expect(normaliseDecimal('0,10880')).toBe('0.10880');
    expect(normaliseDecimal('12.500,50')).toBe('12500.50');
    expect(normaliseDecimal('1.234.567,8')).toBe('1234567.8');
    expect(normaliseDecimal('1.234')).toBe('1.234');
    expect(normaliseDecimal(' 21 ')).toBe('21');
    expect(normaliseDecimal(0.03943)).toBe('0.03943');
    expect(normaliseDecimal('-1')).toBe('-1');
    for (const bad of ['12.50,5', '1.234.5', '1,234.5', 'abc', '', '1e5', '0,1,2'])
      expect(normaliseDecimal(bad)).toBeUndefined();
  });
});

describe('parameterBodySchema', () => {
  it('reports bracket order and a bad rate at once', () => {
    const result = parameterBodySchema.safeParse({
      kind: 'energy-tax',
      product: 1,
      year: 2026,
      brackets: [
        { from: 0, to: 10, rate: 'x' },
        { from: 20, to: null, rate: '-0,5' },
      ],
    });
    expect(messages(result)).toEqual({
      'brackets.0.rate': 'Vul een getal in, bijvoorbeeld 0,10880.',
      'brackets.1.rate': 'Vul 0 of meer in.',
      'brackets.1.from': 'Deze schijf moet aansluiten op de vorige: begin bij 10.',
    });
  });

  it('parses a forward price period to its code and refuses an unknown one', () => {
    const ok = parameterBodySchema.parse({
      kind: 'forward-price',
      product: 2,
      period: 'cal 27',
      quoteDate: '2026-11-02',
      price: '34,10',
    });
    expect(ok).toMatchObject({ period: 'Cal-27', load: 'base', price: '34.10', verified: false, note: null });
    const bad = parameterBodySchema.safeParse({ ...ok, period: 'volgend jaar' });
    expect(messages(bad)).toEqual({ period: 'Vul een leveringsperiode in zoals Cal-27, Q1-27 of Jan-27.' });
  });

  it('refuses an unknown kind, a VAT rate above 100 % and an end before the start', () => {
    expect(messages(parameterBodySchema.safeParse({ kind: 'accijns' }))).toEqual({
      kind: 'Kies een soort parameter.',
    });
    const vat = parameterBodySchema.safeParse({
      kind: 'vat',
      validFrom: '2024-01-01',
      validTo: '2023-12-31',
      rate: '121',
    });
    expect(messages(vat)).toEqual({
      rate: 'Een btw-tarief is hoogstens 100 %.',
      validTo: 'De einddatum ligt vóór de begindatum.',
    });
  });
});
