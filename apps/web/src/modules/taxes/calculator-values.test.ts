import { describe, expect, it } from 'vitest';
import { nextDay } from '@energiek/domain/calendar';
import { parseDutchNumber } from '../../components/form/dutch-number.ts';
import { defaultCalculatorValues, toCalculateBody } from './calculator-values.ts';

describe('parseDutchNumber', () => {
  it('reads Dutch thousands and decimal separators', () => {
    expect(parseDutchNumber('12.345')).toBe(12_345);
    expect(parseDutchNumber('12.345,5')).toBe(12_345.5);
    expect(parseDutchNumber('1.000.000')).toBe(1_000_000);
    expect(parseDutchNumber('2900')).toBe(2900);
    expect(parseDutchNumber(' 10 000 ')).toBe(10_000);
    expect(parseDutchNumber('0,25')).toBe(0.25);
    expect(parseDutchNumber('')).toBeNull();
    expect(parseDutchNumber('veel')).toBeNaN();
    expect(parseDutchNumber('1,2,3')).toBeNaN();
  });
});

describe('toCalculateBody', () => {
  const base = { ...defaultCalculatorValues(new Date('2026-05-01T12:00:00Z')), volume: '10.000' };

  it('makes the inclusive end day exclusive and the volumes numbers', () => {
    expect(base.from).toBe('2025-01-01');
    expect(toCalculateBody({ ...base, priorVolume: '2.000' })).toEqual({
      body: {
        product: 1,
        from: '2025-01-01',
        to: '2026-01-01',
        volume: 10_000,
        priorVolume: 2000,
        reduction: true,
        business: true,
      },
    });
    expect(nextDay('2024-02-28')).toBe('2024-02-29');
  });

  it('gas never gets the reduction', () => {
    const result = toCalculateBody({ ...base, product: '2' });
    expect('body' in result && result.body.reduction).toBe(false);
  });

  it('sends the glasshouse rate only for gas', () => {
    const gas = toCalculateBody({ ...base, product: '2', glasshouse: true });
    expect('body' in gas && gas.body.glasshouse).toBe(true);
    const electricity = toCalculateBody({ ...base, product: '1', glasshouse: true });
    expect('body' in electricity && 'glasshouse' in electricity.body).toBe(false);
  });

  it('names the fields it cannot read', () => {
    expect(toCalculateBody({ ...base, from: null, volume: 'veel', priorVolume: '-5' })).toEqual({
      errors: {
        from: 'Vul een geldige begindatum in (DD/MM/JJJJ).',
        volume: 'Vul een verbruik in, bijvoorbeeld 12.345 of 12.345,5.',
        priorVolume: 'Vul een getal in, bijvoorbeeld 2.000.',
      },
    });
  });
});
