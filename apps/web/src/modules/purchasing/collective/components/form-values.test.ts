import { describe, expect, it } from 'vitest';
import { clickFormSchema, clickFormValues } from './click-form.tsx';
import { collectiveFormSchema, collectiveFormValues } from './collective-form.tsx';

// The form values of the collective and click forms: strings in the inputs, the contract's body out.

describe('click form values', () => {
  const base = {
    ...clickFormValues(undefined, '7'),
    clickDate: '2026-06-01',
    period: 'q1-27',
    price: '88,50',
  };

  it('sends a share click with the amount as sharePct and the period in its canonical code', () => {
    const body = clickFormSchema.parse({ ...base, amountKind: 'share', amount: '12,5' });
    expect(body).toMatchObject({
      collectiveId: 7,
      period: 'Q1-27',
      sharePct: '12.5',
      volumeMwh: null,
      price: '88.50',
      load: 'base',
    });
  });

  it('sends a volume click with the amount as volumeMwh', () => {
    const body = clickFormSchema.parse({ ...base, amountKind: 'volume', amount: '40' });
    expect(body).toMatchObject({ sharePct: null, volumeMwh: '40' });
  });

  it('refuses a share above 100 % and an empty amount with Dutch messages', () => {
    const over = clickFormSchema.safeParse({ ...base, amountKind: 'share', amount: '120' });
    expect(over.error?.issues[0]?.message).toBe('Een aandeel is hoogstens 100 %.');
    const empty = clickFormSchema.safeParse({ ...base, amountKind: 'share', amount: '' });
    expect(empty.error?.issues[0]?.message).toBe('Vul een aandeel (%) of een volume (MWh) in, niet allebei.');
  });
});

describe('collective form values', () => {
  it('turns the selects and years into numbers, no supplier into null', () => {
    const values = {
      ...collectiveFormValues(),
      name: 'MKB',
      firstYear: '2027',
      lastYear: '2028',
      markup: '2,5',
    };
    expect(collectiveFormSchema.parse(values)).toMatchObject({
      name: 'MKB',
      product: 1,
      supplierId: null,
      firstYear: 2027,
      lastYear: 2028,
      markup: '2.5',
      active: true,
    });
  });

  it('refuses an empty year', () => {
    const result = collectiveFormSchema.safeParse({ ...collectiveFormValues(), name: 'X', firstYear: '' });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain('firstYear');
  });
});
