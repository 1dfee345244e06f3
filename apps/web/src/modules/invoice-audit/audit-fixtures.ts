import type {
  CustomerAudit,
  InvoiceAuditDetail,
  InvoiceAuditList,
  InvoiceAuditListItem,
} from '@energiek/contracts/invoice-audit';

// Answers of the invoice audit API for the screen tests: one item of a supplier's invoice with a price
// deviation of € 1.234,50, its detail, a running claim, and a customer's connections by month.

export const item = (over: Partial<InvoiceAuditListItem> = {}): InvoiceAuditListItem => ({
  id: 7,
  customerId: 3,
  customerName: 'Bakkerij De Korenschoof',
  invoiceId: 41,
  invoiceNumber: 'F-2026-0012',
  invoiceDate: '2026-02-05',
  periodFrom: '2026-01-01',
  periodTo: '2026-01-31',
  issuerKind: 'supplier',
  issuerName: 'Groene Stroom BV',
  auditStatus: 'deviation',
  amountAtStake: '1234.5',
  findingCount: 1,
  rules: ['price'],
  status: 'open',
  assigneeId: null,
  assigneeName: null,
  decision: null,
  computedAt: '2026-02-06T08:00:00.000Z',
  claimStatus: null,
  claimAmount: null,
  recovered: '0.00',
  ...over,
});

export const inbox = (
  rows: InvoiceAuditListItem[],
  over: Partial<InvoiceAuditList['meta']> = {},
): InvoiceAuditList => ({
  data: rows,
  meta: {
    current_page: 1,
    last_page: 1,
    per_page: 25,
    total: rows.length,
    amountAtStake: '1334.50',
    recovered: '80.25',
    ...over,
  },
});

export const detail = (over: Partial<InvoiceAuditDetail> = {}): InvoiceAuditDetail => ({
  ...item(),
  result: {
    id: 7,
    status: 'deviation',
    computedAt: '2026-02-06T08:00:00.000Z',
    basis: ['Contract Groene Stroom 2026'],
    amountAtStake: '1234.5',
    lines: [],
    findings: [
      {
        rule: 'price',
        ruleName: 'Prijs wijkt af van contract',
        amount: '1234.5',
        message: 'Het tarief is hoger dan in het contract.',
        connectionId: 11,
      },
    ],
    missing: [],
  },
  claim: null,
  events: [],
  assignees: [
    { id: 5, name: 'Anna de Vries' },
    { id: 6, name: 'Bram Jansen' },
  ],
  ...over,
});

export const runningClaim = (over: Partial<NonNullable<InvoiceAuditDetail['claim']>> = {}) => ({
  status: 'open' as const,
  amount: '1234.50',
  claimedAt: '2026-02-07',
  submittedAt: null,
  closedAt: null,
  creditNoteId: null,
  creditNoteNumber: null,
  recovered: '0.00',
  letterUrl: '/api/v3/invoice-audits/7/claim-letter',
  issuerEmail: null,
  ...over,
});

export const customerAudit = (): CustomerAudit => ({
  data: [
    {
      connectionId: 11,
      ean: '871687400000000011',
      address: 'Dorpsstraat 1, Putten',
      invoiceCount: 2,
      deviationCount: 1,
      amountAtStake: '1234.50',
      months: [
        {
          month: '2026-01',
          invoices: [
            {
              invoiceId: 41,
              number: 'F-2026-0012',
              issuerKind: 'supplier',
              auditStatus: 'deviation',
              amountAtStake: '1234.50',
              invoiceAuditId: 7,
            },
            {
              invoiceId: 42,
              number: 'N-77',
              issuerKind: 'grid-operator',
              auditStatus: 'ok',
              amountAtStake: '0.00',
              invoiceAuditId: 9,
            },
          ],
          missing: ['metering-company'],
        },
      ],
    },
    {
      connectionId: 12,
      ean: '871687400000000028',
      address: 'Dorpsstraat 3, Putten',
      invoiceCount: 0,
      deviationCount: 0,
      amountAtStake: '0.00',
      months: [],
    },
  ],
  meta: { amountAtStake: '1234.50', recovered: '0.00', invoices: 2, deviations: 1 },
});
