import { describe, expect, it } from 'vitest';
import type { CustomerWithDetails } from '@energiek/contracts/customers';
import { customerBody, initialCustomerValues, isDirty } from './customer-form-values.ts';

const customer: CustomerWithDetails = {
  id: 7,
  name: 'Bakkerij Jansen B.V.',
  number: 1007,
  subType: 'ambassador',
  statusName: 'Prospect',
  electricCount: 2,
  gasCount: 1,
  modules: ['ems'],
  details: {
    status: 'prospect',
    kvkNumber: '12345678',
    vatNumber: null,
    iban: 'NL91ABNA0417164300',
    emailAddress: null,
    phoneNumber: null,
    website: null,
    visitStreet: 'Dorpsstraat',
    visitHouseNumber: '1',
    visitPostcode: '1234 AB',
    visitCity: 'Utrecht',
    postalStreet: 'Postbus',
    postalHouseNumber: '99',
    postalPostcode: '1200 AA',
    postalCity: 'Utrecht',
    accountManagerId: 3,
    accountManager: {
      id: 3,
      name: 'Mark Visser',
      initials: 'MV',
      emailAddress: 'mark.visser@energiek.nl',
      phoneNumber: null,
    },
    notes: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  },
};

describe('customer form values', () => {
  it('starts a new customer active and regular, postal address same as visit', () => {
    const values = initialCustomerValues();
    expect(values).toMatchObject({
      status: 'active',
      subType: 'regular',
      postalSameAsVisit: true,
      number: '',
    });
  });

  it('fills an existing customer, IBAN spaced for reading, a different postal address kept apart', () => {
    const values = initialCustomerValues(customer);
    expect(values).toMatchObject({
      number: '1007',
      status: 'prospect',
      iban: 'NL91 ABNA 0417 1643 00',
      accountManagerId: '3',
      postalSameAsVisit: false,
      postalStreet: 'Postbus',
    });
    expect(isDirty(values, initialCustomerValues(customer))).toBe(false);
    expect(isDirty({ ...values, name: 'Anders' }, initialCustomerValues(customer))).toBe(true);
  });

  it('copies the visit address to the postal address when the box is ticked', () => {
    const values = { ...initialCustomerValues(customer), postalSameAsVisit: true };
    const body = customerBody(values, true);
    expect(body).toMatchObject({
      postalStreet: 'Dorpsstraat',
      postalHouseNumber: '1',
      postalPostcode: '1234 AB',
      postalCity: 'Utrecht',
    });
  });

  it('sends the admin-only fields for admins only; an empty number is left to the server', () => {
    const values = initialCustomerValues(customer);
    expect(customerBody(values, true)).toMatchObject({
      number: 1007,
      subType: 'ambassador',
      status: 'prospect',
      accountManagerId: 3,
      modules: ['ems'],
    });
    const staff = customerBody(values, false);
    for (const field of ['number', 'subType', 'status', 'accountManagerId', 'modules']) {
      expect(staff).not.toHaveProperty(field);
    }
    const fresh = customerBody({ ...initialCustomerValues(), name: 'Nieuw B.V.' }, true);
    expect(fresh).not.toHaveProperty('number');
    expect(fresh.accountManagerId).toBeNull();
  });
});
