import Decimal from 'decimal.js';
import { allows } from '@energiek/contracts/access';
import {
  INVOICE_AUDIT_ACCESS,
  INVOICE_AUDIT_MESSAGES as M,
  type AuditDecision,
  type AuditStatusCode,
  type AuditWorkStatus,
  type Claim,
  type ClaimStatus,
  type CustomerAudit,
  type InvoiceAuditAction,
  type InvoiceAuditDetail,
  type InvoiceAuditList,
  type InvoiceAuditListItem,
  type InvoiceAuditListQuery,
  type InvoiceAuditResult,
  type InvoiceSettings,
  type InvoiceSettingsBody,
} from '@energiek/contracts/invoice-audit';
import {
  AUDIT_RULES,
  AUDIT_RULE_IDS,
  mergeRuleSettings,
  type AuditRuleId,
} from '@energiek/domain/invoice-audit';
import { largeBasis, largeForMonth } from '@energiek/domain/large-connection';
import { totalRecovered } from '@energiek/domain/invoice-audit-claims';
import { monthsOf } from '@energiek/domain/shadow-bill';
import type { InvoiceAuditResultJson } from '@energiek/db/schema/index';
import { requireActsFor, type Actor } from '../../core/actor.ts';
import type { ServiceContext } from '../../core/context.ts';
import { enqueueOrRun } from '../../core/jobs/job-definition.ts';
import { pageMeta } from '../../core/paging.ts';
import { writeAudit } from '../../lib/audit.ts';
import { dbErrorCode } from '../../lib/db-errors.ts';
import { notFound, validationError } from '../../lib/http-errors.ts';
import { onMeterDataWritten } from '../ems/ems.service.ts';
import {
  invoicesWithLines,
  onInvoiceDeleted,
  onInvoiceSaved,
  provideAuditOutcomes,
  type AuditOutcome,
} from '../invoices/invoices.service.ts';
import { customerConnections, fieldTimelines } from '../purchasing/purchasing.service.ts';
import {
  claimLetter,
  mailClaim,
  makeClaim,
  reopenClaimsWithoutCreditNote,
  setClaimStatus,
} from './invoice-audit.claims.ts';
import { invoiceAuditJob, meterDataReauditJob, type MeterDataChanged } from './invoice-audit.job.ts';
import * as repo from './invoice-audit.repository.ts';
import { auditAndStore, neighbourInvoiceIds } from './invoice-audit.run.ts';
import { auditCountersChanged, auditUsers } from './invoice-audit.users.ts';

// The front door of the invoice audit (issue 29): the audit of one invoice, the inbox of invoices with
// deviations across the customers the user acts for, the work on an item (assign, comment, decide), the
// tolerances and rule switches, the customer's connection-months and the `audits` counter.

/** Hooks the audit onto every saved invoice of this app (called once when the routes register). */
export function registerInvoiceAuditHooks(ctx: ServiceContext): void {
  // Without a job runner (an instance serving HTTP only, a test) the audit runs at once.
  onInvoiceSaved(ctx, (c, event) => enqueueOrRun(c, invoiceAuditJob, event));
  // A deleted credit note reopens the claim it granted (small: at once, also with a job runner).
  // Its neighbours on the same connections are audited again (a duplicate's twin, a gap it leaves).
  onInvoiceDeleted(ctx, async (c, event) => {
    const reopened = await reopenClaimsWithoutCreditNote(c, event.customerId);
    const neighbours = await neighbourInvoiceIds(c, event.customerId, event);
    for (const id of neighbours) await auditAndStore(c, event.customerId, id);
    if (reopened + neighbours.length > 0) await auditCountersChanged(c);
  });
  // Meter data written outside an import (the demo-data job) reaches the audit as an import does.
  onMeterDataWritten(ctx, (c, event) => meterDataChanged(c, event));
  // The invoice list and the year overview show what the audit found and recovered (invoices cannot import it).
  provideAuditOutcomes(ctx, auditOutcomes);
}

/** Meter data of these connections was written for [from, to) outside an import (the demo-data job): their
 *  invoices of that period are audited again, by a job (at once without a job runner). */
export async function meterDataChanged(ctx: ServiceContext, event: MeterDataChanged): Promise<void> {
  if (event.connectionIds.length === 0) return;
  await enqueueOrRun(ctx, meterDataReauditJob, event);
}

function toResult(
  id: number,
  row: { status: string; computedAt: Date; amountAtStake: string; result: InvoiceAuditResultJson },
): InvoiceAuditResult {
  return {
    id,
    status: row.status as AuditStatusCode,
    computedAt: row.computedAt.toISOString(),
    basis: row.result.basis,
    amountAtStake: row.amountAtStake,
    lines: row.result.lines as InvoiceAuditResult['lines'],
    findings: row.result.findings.map((f) => ({
      ...f,
      rule: f.rule as AuditRuleId,
      ruleName: AUDIT_RULES[f.rule as AuditRuleId]?.name ?? f.rule,
    })),
    missing: row.result.missing,
  };
}

/** GET customers/{customerId}/invoices/{invoiceId}/audit — computed now when it never ran. */
export async function getInvoiceAudit(
  ctx: ServiceContext,
  actor: Actor,
  ref: { customerId: number; invoiceId: number },
): Promise<{ data: InvoiceAuditResult }> {
  requireActsFor(actor, ref.customerId);
  let row = await repo.findByInvoice(ctx.db, ref.customerId, ref.invoiceId);
  if (!row) {
    const [invoice] = await invoicesWithLines(ctx.db, ref.customerId, { invoiceIds: [ref.invoiceId] });
    if (!invoice) throw notFound();
    if (invoice.issuerKind === null) {
      return {
        data: {
          id: 0,
          status: 'insufficient-data',
          computedAt: new Date().toISOString(),
          basis: [],
          amountAtStake: '0.00',
          lines: [],
          findings: [],
          missing: ['De factuur is een concept zonder afzender: vul hem eerst in.'],
        },
      };
    }
    await auditAndStore(ctx, ref.customerId, ref.invoiceId);
    row = await repo.findByInvoice(ctx.db, ref.customerId, ref.invoiceId);
    if (!row) throw notFound();
  }
  return { data: toResult(row.audit.id, row.audit) };
}

function toListItem(row: repo.AuditItemRow): InvoiceAuditListItem {
  const a = row.audit;
  return {
    id: a.id,
    customerId: a.customerId,
    customerName: row.customerName,
    invoiceId: a.invoiceId,
    invoiceNumber: row.invoiceNumber,
    invoiceDate: row.invoiceDate,
    periodFrom: row.periodFrom,
    periodTo: row.periodTo,
    issuerKind: row.issuerKind,
    issuerName: row.issuerName,
    auditStatus: a.status as AuditStatusCode,
    amountAtStake: a.amountAtStake,
    findingCount: a.result.findings.length,
    rules: [...new Set(a.result.findings.map((f) => f.rule as AuditRuleId))],
    status: a.workStatus as AuditWorkStatus,
    assigneeId: a.assigneeId,
    assigneeName: row.assigneeName,
    decision: a.decision as AuditDecision | null,
    computedAt: a.computedAt.toISOString(),
    claimStatus: a.claimStatus as ClaimStatus | null,
    claimAmount: a.claimAmount,
    recovered: a.recoveredAmount,
  };
}

async function claimOf(ctx: ServiceContext, row: repo.AuditItemRow): Promise<Claim | null> {
  const a = row.audit;
  if (a.claimStatus === null || a.claimedAt === null) return null;
  return {
    status: a.claimStatus as ClaimStatus,
    amount: a.claimAmount ?? '0.00',
    claimedAt: a.claimedAt.toISOString(),
    submittedAt: a.claimSubmittedAt?.toISOString() ?? null,
    closedAt: a.claimClosedAt?.toISOString() ?? null,
    creditNoteId: a.creditNoteId,
    creditNoteNumber:
      a.creditNoteId === null ? null : await repo.invoiceNumber(ctx.db, a.customerId, a.creditNoteId),
    recovered: a.recoveredAmount,
    letterUrl: `/api/v3/invoice-audits/${a.id}/claim-letter`,
    issuerEmail: await repo.issuerEmail(ctx.db, a.customerId, a.invoiceId),
  };
}

/** GET invoice-audits — invoices with deviations above tolerance, by € at stake. */
export async function listInvoiceAudits(
  ctx: ServiceContext,
  actor: Actor,
  query: InvoiceAuditListQuery,
): Promise<InvoiceAuditList> {
  const { rows, total, amountAtStake, recovered } = await repo.listItems(
    ctx.db,
    actor.actFor,
    {
      workStatus: query.status === 'all' ? null : query.status,
      ...(query.customerId ? { customerId: query.customerId } : {}),
      ...(query.mine ? { assigneeId: actor.user.id } : {}),
    },
    { page: query.page, limit: query.limit, ...(query.sort ? { sort: query.sort } : {}) },
  );
  return {
    data: rows.map(toListItem),
    meta: {
      ...pageMeta(query.page, query.limit, total),
      amountAtStake: new Decimal(amountAtStake).toFixed(2),
      recovered: new Decimal(recovered).toFixed(2),
    },
  };
}

/** GET invoice-audits/{invoiceAuditId} — another customer's id (or one the user may not act for) is 404. */
export async function getInvoiceAuditItem(
  ctx: ServiceContext,
  actor: Actor,
  { invoiceAuditId }: { invoiceAuditId: number },
): Promise<{ data: InvoiceAuditDetail }> {
  const row = await repo.findItem(ctx.db, actor.actFor, invoiceAuditId);
  if (!row) throw notFound();
  const [events, users, claim] = await Promise.all([
    repo.eventsOf(ctx.db, invoiceAuditId),
    auditUsers(ctx),
    claimOf(ctx, row),
  ]);
  return {
    data: {
      ...toListItem(row),
      result: toResult(row.audit.id, row.audit),
      claim,
      events: events.map((e) => ({
        id: e.id,
        kind: e.kind as 'comment' | 'assign' | 'decide' | 'claim',
        body: e.body,
        userName: e.userName,
        createdAt: e.createdAt.toISOString(),
      })),
      assignees: users
        .filter((u) => u.actFor === 'all' || u.actFor.has(row.audit.customerId))
        .map((u) => ({ id: u.id, name: u.name })),
    },
  };
}

/** POST invoice-audits/{invoiceAuditId} — assign, comment, decide (closes it) or recompute. */
export async function actOnInvoiceAudit(
  ctx: ServiceContext,
  actor: Actor,
  { invoiceAuditId, body }: { invoiceAuditId: number; body: InvoiceAuditAction },
): Promise<{ data: InvoiceAuditDetail }> {
  const row = await repo.findItem(ctx.db, actor.actFor, invoiceAuditId);
  if (!row) throw notFound();
  const customerId = row.audit.customerId;
  const event = (kind: string, text: string | null) =>
    repo.addEvent(ctx.db, { customerId, invoiceAuditId, kind, body: text, userId: actor.user.id });
  switch (body.action) {
    case 'assign': {
      if (body.assigneeId !== null) {
        const allowed = (await auditUsers(ctx)).find(
          (u) => u.id === body.assigneeId && (u.actFor === 'all' || u.actFor.has(customerId)),
        );
        if (!allowed) throw validationError({ assigneeId: [M.assignee] });
        await repo.updateWork(ctx.db, invoiceAuditId, {
          assigneeId: allowed.id,
          ...(row.audit.workStatus === 'open' ? { workStatus: 'in-progress' } : {}),
        });
        await event('assign', allowed.name);
      } else {
        await repo.updateWork(ctx.db, invoiceAuditId, { assigneeId: null });
        await event('assign', null);
      }
      break;
    }
    case 'comment':
      await event('comment', body.body);
      if (row.audit.workStatus === 'open')
        await repo.updateWork(ctx.db, invoiceAuditId, { workStatus: 'in-progress' });
      break;
    case 'decide':
      await repo.updateWork(ctx.db, invoiceAuditId, {
        decision: body.decision,
        decidedAt: new Date(),
        decidedById: actor.user.id,
        workStatus: 'closed',
      });
      await event('decide', [body.decision, body.comment].filter(Boolean).join(': '));
      break;
    case 'recompute':
      await auditAndStore(ctx, customerId, row.audit.invoiceId);
      break;
    case 'claim':
      await makeClaim(ctx, actor, row, body.amount);
      break;
    case 'claim-mail':
      await mailClaim(ctx, actor, row, body.to);
      break;
    case 'claim-status':
      await setClaimStatus(ctx, actor, row, body.claimStatus, body.comment);
      break;
  }
  await writeAudit(ctx.db, actor, {
    event: `invoice-audit.${body.action}`,
    customerId,
    subjectType: 'invoice-audit',
    subjectId: invoiceAuditId,
  });
  await auditCountersChanged(ctx);
  return getInvoiceAuditItem(ctx, actor, { invoiceAuditId });
}

/** GET invoice-audits/{invoiceAuditId}/claim-letter — the claim letter (PDF) kept in the library. */
export async function getClaimLetter(
  ctx: ServiceContext,
  actor: Actor,
  { invoiceAuditId }: { invoiceAuditId: number },
) {
  const row = await repo.findItem(ctx.db, actor.actFor, invoiceAuditId);
  if (!row) throw notFound();
  return claimLetter(ctx, actor, row);
}

/** GET counter `audits`: open audit items of the customers the user acts for (0 without the inbox). */
export async function countOpenAudits(ctx: ServiceContext, actor: Actor): Promise<number> {
  if (!allows(actor.profile, INVOICE_AUDIT_ACCESS)) return 0;
  return repo.countOpen(ctx.db, actor.actFor);
}

/**
 * Read by the invoice overviews (issue 28, handed in by registerInvoiceAuditHooks) and the monthly report: per
 * audited invoice of these customers whether it deviates and the € recovered (excl. VAT). null when the user
 * may not see audits; the caller has checked the customers.
 */
export async function auditOutcomes(
  ctx: ServiceContext,
  actor: Actor,
  customerIds: readonly number[],
): Promise<AuditOutcome[] | null> {
  if (!allows(actor.profile, INVOICE_AUDIT_ACCESS)) return null;
  const own = customerIds.filter((id) => actor.actFor === 'all' || actor.actFor.has(id));
  const perCustomer = await Promise.all(
    own.map(async (customerId) =>
      (await repo.auditsOfCustomer(ctx.db, customerId)).map((a) => ({
        customerId,
        invoiceId: a.invoiceId,
        deviation: a.status === 'deviation',
        recovered: a.recoveredAmount,
      })),
    ),
  );
  return perCustomer.flat();
}

async function settingsOf(ctx: ServiceContext, customerId: number | null): Promise<InvoiceSettings> {
  const { defaults, own } = await repo.settingsRows(ctx.db, customerId);
  type Layer = Parameters<typeof mergeRuleSettings>[0];
  const merged = mergeRuleSettings(defaults as Layer, own as Layer);
  return {
    customerId,
    rules: AUDIT_RULE_IDS.map((id) => ({
      id,
      name: AUDIT_RULES[id].name,
      explanation: AUDIT_RULES[id].explanation,
      ...merged[id],
      overridden: Boolean(own && own[id]),
    })),
  };
}

/** GET invoice-settings / customers/{customerId}/invoice-settings. */
export async function getInvoiceSettings(
  ctx: ServiceContext,
  actor: Actor,
  { customerId }: { customerId?: number },
): Promise<{ data: InvoiceSettings }> {
  if (customerId !== undefined) requireActsFor(actor, customerId);
  return { data: await settingsOf(ctx, customerId ?? null) };
}

/** POST invoice-settings / customers/{customerId}/invoice-settings: per rule switch and tolerances. */
export async function saveInvoiceSettings(
  ctx: ServiceContext,
  actor: Actor,
  { customerId, body }: { customerId?: number; body: InvoiceSettingsBody },
): Promise<{ data: InvoiceSettings }> {
  if (customerId !== undefined) requireActsFor(actor, customerId);
  const { defaults, own } = await repo.settingsRows(ctx.db, customerId ?? null);
  const current = { ...((customerId === undefined ? defaults : own) ?? {}) };
  for (const [id, setting] of Object.entries(body.rules)) {
    if (setting === null) delete current[id];
    else if (setting) current[id] = { ...current[id], ...setting };
  }
  try {
    await repo.saveSettings(ctx.db, customerId ?? null, current);
  } catch (error) {
    // An admin may name a customer that does not exist.
    if (dbErrorCode(error) === '23503') throw notFound();
    throw error;
  }
  await writeAudit(ctx.db, actor, {
    event: 'invoice-audit.settings-saved',
    ...(customerId !== undefined ? { customerId } : {}),
    subjectType: 'invoice-settings',
    subjectId: customerId ?? 0,
  });
  return { data: await settingsOf(ctx, customerId ?? null) };
}

/** GET customers/{customerId}/invoice-audit — per connection the months with their three invoices. */
export async function getCustomerAudit(
  ctx: ServiceContext,
  actor: Actor,
  { customerId, connectionId }: { customerId: number; connectionId?: number },
): Promise<CustomerAudit> {
  requireActsFor(actor, customerId);
  const connections = (await customerConnections(ctx.db, customerId, connectionId)).filter((c) =>
    connectionId === undefined ? true : c.id === connectionId,
  );
  if (connectionId !== undefined && connections.length === 0) throw notFound();
  const [invoices, audits, capacityHistory] = await Promise.all([
    invoicesWithLines(ctx.db, customerId, { connectionIds: connections.map((c) => c.id) }),
    repo.auditsOfCustomer(ctx.db, customerId),
    // Large (three invoices a month) by the contracted capacity in force in each month, as the audit.
    fieldTimelines(
      ctx.db,
      customerId,
      connections.map((c) => c.id),
      'contractedCapacity',
    ),
  ]);
  const auditOf = new Map(audits.map((a) => [a.invoiceId, a]));
  let stakeAll = new Decimal(0);
  let deviations = 0;
  const recovered = totalRecovered(audits.map((a) => a.recoveredAmount));
  const data = connections.map((c) => {
    const mine = invoices.filter((i) => i.kind === 'invoice' && i.lines.some((l) => l.connectionId === c.id));
    const months = new Map<string, typeof mine>();
    for (const i of mine) {
      const from = i.periodFrom ?? i.invoiceDate;
      const to = i.periodTo ?? i.invoiceDate;
      for (const m of monthsOf({ from, to })) months.set(m, [...(months.get(m) ?? []), i]);
    }
    let stake = new Decimal(0);
    let count = 0;
    for (const i of mine) {
      const a = auditOf.get(i.id);
      if (a?.status === 'deviation') {
        count += 1;
        stake = stake.plus(a.amountAtStake);
      }
    }
    stakeAll = stakeAll.plus(stake);
    deviations += count;
    const basis = largeBasis(c.contractedCapacity, capacityHistory.get(c.id));
    const large = (month: string) => largeForMonth(basis, month);
    return {
      connectionId: c.id,
      ean: c.ean,
      address: [[c.street, c.houseNumber].filter(Boolean).join(' '), c.city].filter(Boolean).join(', '),
      invoiceCount: mine.length,
      deviationCount: count,
      amountAtStake: stake.toFixed(2),
      months: [...months.entries()]
        .sort(([a], [b]) => (a < b ? 1 : -1))
        .map(([month, list]) => ({
          month,
          invoices: list.map((i) => {
            const a = auditOf.get(i.id);
            return {
              invoiceId: i.id,
              number: i.number,
              issuerKind: i.issuerKind,
              auditStatus: (a?.status ?? null) as AuditStatusCode | null,
              amountAtStake: a?.amountAtStake ?? null,
              invoiceAuditId: a?.id ?? null,
            };
          }),
          missing: large(month)
            ? (['supplier', 'grid-operator', 'metering-company'] as const).filter(
                (k) => !list.some((i) => i.issuerKind === k),
              )
            : [],
        })),
    };
  });
  return {
    data,
    meta: {
      amountAtStake: stakeAll.toFixed(2),
      recovered,
      invoices: new Set(invoices.map((i) => i.id)).size,
      deviations,
    },
  };
}

// The signals' door (issue 30): open deviations with money at stake, for the invoice-deviation rule.
export {
  customersWithAuditsSince,
  openAuditDeviations,
  type AuditDeviation,
} from './invoice-audit.signals-read.ts';
