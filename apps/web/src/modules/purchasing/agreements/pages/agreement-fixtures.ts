import type { SupplyAgreementItem, SupplyAgreementListItem } from '@energiek/contracts/supply-agreements';

// Test data of the agreement pages' tests: De Vries' Vattenfall agreement as the list shows it.

/** VF-2027-001, fixed price 2027–2029, notice 3 months (deadline 2029-09-30), a concept. */
export const vattenfallAgreement: SupplyAgreementListItem = {
  id: 21,
  customerId: 7,
  customerName: 'De Vries Bakkerij B.V.',
  entityId: null,
  entityName: null,
  supplierId: 3,
  supplierName: 'Vattenfall',
  product: 1,
  reference: 'VF-2027-001',
  productName: 'Vast 3 jaar groen',
  priceType: 'fixed',
  startDate: '2027-01-01',
  endDate: '2029-12-31',
  noticeMonths: 3,
  noticeDeadline: '2029-09-30',
  tacitRenewal: false,
  renewalMonths: null,
  status: 'concept',
  connectionCount: 1,
  documentId: null,
  updatedAt: '2026-11-01T10:00:00.000Z',
};

/** The agreement's one connection as the agreement page shows it: De Vries' electricity at Dorpsstraat 1. */
export const dorpsstraatConnection: SupplyAgreementItem['connections'][number] = {
  connectionId: 11,
  ean: '871687140000000011',
  address: 'Dorpsstraat 1, Utrecht',
  fromDate: null,
  toDate: null,
};
