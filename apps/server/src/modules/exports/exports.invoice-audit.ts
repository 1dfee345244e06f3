import { and, asc, eq, gt } from 'drizzle-orm';
import {
  AUDIT_DECISION_NAMES,
  AUDIT_STATUS_NAMES,
  AUDIT_WORK_STATUS_NAMES,
  CLAIM_STATUS_NAMES,
} from '@energiek/contracts/invoice-audit';
import { customers, invoiceAudits, invoices } from '@energiek/db/schema/index';
import { AUDIT_RULES, type AuditRuleId } from '@energiek/domain/invoice-audit';
import { localDayOf } from '@energiek/domain/local-time';
import { BATCH_ROWS, byId, countScoped, scoped, type ExportSource } from './exports.source-kit.ts';
import { INVOICE_COLUMNS, invoiceCells, issuerName, name } from './exports.invoices.ts';

// The audit-results export (issue 29): per audited invoice of the customers the requester acts for the
// audit status, € at stake, findings and their rules, the work on it and the claim with € recovered.

export const auditResultsSource: ExportSource = {
  type: 'audit-results',
  name: 'Auditresultaten',
  description:
    'Per gecontroleerde factuur de uitkomst van de factuurcontrole: status, bedrag op het spel, bevindingen, afhandeling, claim en € teruggehaald.',
  needs: 'none',
  sheetName: 'Auditresultaten',
  columns: [
    ...INVOICE_COLUMNS,
    { header: 'Periode vanaf', key: 'periodFrom', width: 12, kind: 'day' },
    { header: 'Periode tot en met', key: 'periodTo', width: 12, kind: 'day' },
    { header: 'Controle', key: 'status', width: 18, kind: 'text' },
    { header: 'Op het spel', key: 'amountAtStake', width: 14, kind: 'decimal' },
    { header: 'Bevindingen', key: 'findings', width: 10, kind: 'integer' },
    { header: 'Regels', key: 'rules', width: 48, kind: 'text' },
    { header: 'Toelichting', key: 'messages', width: 80, kind: 'text' },
    { header: 'Afhandeling', key: 'workStatus', width: 14, kind: 'text' },
    { header: 'Besluit', key: 'decision', width: 18, kind: 'text' },
    { header: 'Claim', key: 'claimStatus', width: 12, kind: 'text' },
    { header: 'Geclaimd', key: 'claimAmount', width: 14, kind: 'decimal' },
    { header: 'Teruggehaald', key: 'recovered', width: 14, kind: 'decimal' },
    { header: 'Berekend op', key: 'computedAt', width: 12, kind: 'day' },
  ],
  count: countScoped(invoiceAudits, invoiceAudits.customerId),
  batches: (db, actFor) =>
    byId(
      (after) =>
        db
          .select({
            id: invoiceAudits.id,
            a: invoiceAudits,
            i: {
              number: invoices.number,
              invoiceDate: invoices.invoiceDate,
              periodFrom: invoices.periodFrom,
              periodTo: invoices.periodTo,
              issuerKind: invoices.issuerKind,
            },
            customer: customers.name,
            issuer: issuerName,
          })
          .from(invoiceAudits)
          .innerJoin(invoices, eq(invoices.id, invoiceAudits.invoiceId))
          .innerJoin(customers, eq(customers.id, invoiceAudits.customerId))
          .where(and(gt(invoiceAudits.id, after), scoped(invoiceAudits.customerId as never, actFor)))
          .orderBy(asc(invoiceAudits.id))
          .limit(BATCH_ROWS),
      ({ a, i, customer, issuer }) => ({
        ...invoiceCells(i, customer, issuer),
        periodFrom: i.periodFrom,
        periodTo: i.periodTo,
        status: name(AUDIT_STATUS_NAMES, a.status),
        amountAtStake: a.amountAtStake,
        findings: a.result.findings.length,
        rules: [
          ...new Set(a.result.findings.map((f) => AUDIT_RULES[f.rule as AuditRuleId]?.name ?? f.rule)),
        ].join('; '),
        messages: a.result.findings.map((f) => f.message).join(' | '),
        workStatus: name(AUDIT_WORK_STATUS_NAMES, a.workStatus),
        decision: name(AUDIT_DECISION_NAMES, a.decision),
        claimStatus: name(CLAIM_STATUS_NAMES, a.claimStatus),
        claimAmount: a.claimAmount,
        recovered: a.recoveredAmount,
        computedAt: localDayOf(a.computedAt),
      }),
    ),
};
