import { describe, expect, it } from 'vitest';
import { decimalOrNull, formValues, mutationFormSchema } from './form-values.ts';

describe('mutation form values', () => {
  it('reads Dutch decimals', () => {
    expect(decimalOrNull('1.500,5')).toBe(1500.5);
    expect(decimalOrNull('250')).toBe(250);
    expect(decimalOrNull(' ')).toBeNull();
    expect(decimalOrNull('veel')).toBeNaN();
  });

  it('turns the inputs into the contract body and names missing fields as the server does', () => {
    const values = { ...formValues(undefined, '2026-01-01'), connectionIds: [4], supplierId: '7' };
    expect(mutationFormSchema.parse(values)).toMatchObject({
      type: 'supplier-switch',
      desiredDate: '2026-01-01',
      connectionIds: [4],
      supplierId: 7,
      capacity: null,
      contractedCapacity: null,
    });
    const result = mutationFormSchema.safeParse({ ...values, supplierId: '', connectionIds: [] });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['connectionIds', 'supplierId']));
  });
});
