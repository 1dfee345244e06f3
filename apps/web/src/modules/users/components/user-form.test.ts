import { describe, expect, it } from 'vitest';
import { initialValues, toBody } from './user-form.tsx';

describe('toBody', () => {
  it('gives customer staff a customer and never canSwitch', () => {
    const body = toBody({
      ...initialValues(),
      type: 'customer',
      customer: { id: 7, name: 'Klok' },
      canSwitch: true,
    });
    expect(body.customerId).toBe(7);
    expect(body.canSwitch).toBe(false);
  });

  it('gives admins no customer, keeps canSwitch and drops unknown modules', () => {
    const body = toBody({
      ...initialValues(),
      type: 'admin',
      customer: { id: 7, name: 'Klok' },
      canSwitch: true,
      modules: ['hours', 'ems'],
    });
    expect(body.customerId).toBeNull();
    expect(body.canSwitch).toBe(true);
    expect(body.modules).toEqual(['hours']);
  });

  it('sends the assigned customers only for an admin without canSwitch', () => {
    const assignedCustomers = [{ id: 3, name: 'Bakkerij B.V.' }];
    const restricted = toBody({ ...initialValues(), type: 'admin', canSwitch: false, assignedCustomers });
    expect(restricted.customerIds).toEqual([3]);
    const switching = toBody({ ...initialValues(), type: 'admin', canSwitch: true, assignedCustomers });
    expect(switching).not.toHaveProperty('customerIds');
    const staff = toBody({
      ...initialValues(),
      type: 'customer',
      customer: { id: 7, name: 'Klok' },
      assignedCustomers,
    });
    expect(staff).not.toHaveProperty('customerIds');
  });
});
