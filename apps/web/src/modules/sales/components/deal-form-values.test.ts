import { describe, expect, it } from 'vitest';
import { dealFormSchema, dealFormValues, toDealBody } from './deal-form-values.ts';

describe('deal form values', () => {
  it('turns typed text into the contract body: grouped volumes, a comma amount, the prospect fields', () => {
    const values = {
      ...dealFormValues(undefined, 7),
      title: 'Levering 2027',
      prospectCompany: 'Zorggroep Oost',
      volumeKwh: '850.000',
      expectedValue: '12.500,50',
      stage: 'verloren' as const,
      lostReason: 'Te duur',
    };
    expect(toDealBody(values)).toMatchObject({
      ownerId: 7,
      customerId: null,
      prospectCompany: 'Zorggroep Oost',
      volumeKwh: 850000,
      volumeM3: null,
      probability: null,
      lostReason: 'Te duur',
    });
    const parsed = dealFormSchema.parse(values);
    expect(parsed).toMatchObject({ expectedValue: '12500.50', volumeKwh: 850000, stage: 'verloren' });
  });

  it('drops the prospect fields for an existing customer and refuses a deal without company', () => {
    const body = toDealBody({
      ...dealFormValues(),
      title: 'X',
      mode: 'customer',
      customer: { id: 3, name: 'Bakkerij' },
      contactId: '9',
      prospectCompany: 'weg',
    });
    expect(body).toMatchObject({ customerId: 3, contactId: 9, prospectCompany: null });
    const refused = dealFormSchema.safeParse({ ...dealFormValues(), title: 'X', volumeM3: 'veel' });
    expect(refused.success).toBe(false);
    const paths = refused.error!.issues.map((issue) => issue.path.join('.'));
    expect(paths).toContain('volumeM3');
  });
});
