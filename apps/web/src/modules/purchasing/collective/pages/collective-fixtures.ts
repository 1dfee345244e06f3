import type { CollectiveItem } from '@energiek/contracts/collective';

// Test data of the collective pages' tests.

/** Bakkers Collectief 2027: Eneco, delivery 2027–2029, two participants and one click. */
export const collective: CollectiveItem = {
  id: 3,
  name: 'Bakkers Collectief 2027',
  product: 1,
  supplierId: 2,
  supplierName: 'Eneco',
  firstYear: 2027,
  lastYear: 2029,
  markup: '2.50',
  clickStrategy: 'Vijf klikken per jaar',
  active: true,
  participantCount: 2,
  expectedAnnualMwh: '1234.5',
  clickCount: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
