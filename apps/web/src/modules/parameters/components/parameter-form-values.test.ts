import { describe, expect, it } from 'vitest';
import type { ParameterItem } from '@energiek/contracts/parameters';
import {
  liveBracketIssues,
  parameterFormSchema,
  parameterFormValues,
  parseBound,
  toParameterBody,
} from './parameter-form-values.ts';

/** The body of the stored row, which the form must send back unchanged. */
const storedBody: Omit<
  Extract<ParameterItem, { kind: 'energy-tax' }>,
  'id' | 'label' | 'createdAt' | 'updatedAt'
> = {
  kind: 'energy-tax',
  product: 2,
  year: 2024,
  brackets: [
    { from: 0, to: 170_000, rate: '0.58301', rateNonBusiness: null },
    { from: 170_000, to: null, rate: '0.22378', rateNonBusiness: '0.3' },
  ],
  verified: true,
  source: 'Belastingdienst, Tabellen tarieven milieubelastingen 2024',
  note: null,
};

const stored: ParameterItem = {
  ...storedBody,
  id: 7,
  label: 'Gas 2024',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('parameter form values', () => {
  it('shows a stored energy-tax row with decimal commas and grouped bounds, and sends it back as it was', () => {
    const values = parameterFormValues('vat', stored);
    expect(values).toMatchObject({
      kind: 'energy-tax',
      product: '2',
      year: '2024',
      verified: true,
      source: 'Belastingdienst, Tabellen tarieven milieubelastingen 2024',
      note: '',
    });
    expect(values.brackets).toEqual([
      { from: '0', to: '170.000', rate: '0,58301', rateNonBusiness: '' },
      { from: '170.000', to: '', rate: '0,22378', rateNonBusiness: '0,3' },
    ]);
    const body = parameterFormSchema.parse(values);
    expect(body).toEqual(storedBody);
  });

  it('reads typed bounds and passes anything else on for the contract to name', () => {
    expect(parseBound(' 10.000 ')).toBe(10_000);
    expect(parseBound('')).toBeNull();
    expect(parseBound('tien')).toBe('tien');
    const values = { ...parameterFormValues('tax-reduction'), year: '20x5', amount: '-1' };
    expect(toParameterBody(values)).toMatchObject({ kind: 'tax-reduction', year: '20x5', amount: '-1' });
    const issues = parameterFormSchema
      .safeParse(values)
      .error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual([
      ['year', 'Vul een jaar in tussen 2000 en 2100.'],
      ['amount', 'Vul 0 of meer in.'],
    ]);
  });

  it('checks the brackets while typing once every bound is a number', () => {
    const rows = (pairs: [string, string][]) =>
      pairs.map(([from, to]) => ({ from, to, rate: '', rateNonBusiness: '' }));
    expect(
      liveBracketIssues(
        rows([
          ['0', '10.000'],
          ['10.000', ''],
        ]),
      ),
    ).toEqual([]);
    expect(
      liveBracketIssues(
        rows([
          ['0', '10.000'],
          ['12.000', ''],
        ]),
      ),
    ).toEqual([
      { index: 1, field: 'from', message: 'Deze schijf moet aansluiten op de vorige: begin bij 10.000.' },
    ]);
    expect(
      liveBracketIssues(
        rows([
          ['0', 'veel'],
          ['12.000', ''],
        ]),
      ),
    ).toEqual([]);
  });
});
