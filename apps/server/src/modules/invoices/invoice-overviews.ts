import {
  COVERAGE_STATUSES,
  YEAR_LIST_LENGTH,
  type InvoiceMonthList,
  type InvoiceMonthQuery,
  type InvoiceMonthRow,
  type InvoiceYearList,
  type InvoiceYearQuery,
} from '@energiek/contracts/invoice-overviews';
import { ISSUER_KINDS, type InvoiceList, type InvoiceListQuery } from '@energiek/contracts/invoices';
import Decimal from 'decimal.js';
import { monthBounds, monthsEndingWith } from '@energiek/domain/invoice-coverage';
import { startOfMonthPlus } from '@energiek/domain/calendar';
import { auditFiguresOf } from '@energiek/domain/invoice-audit-figures';
import { largeForMonth } from '@energiek/domain/large-connection';
import { localDayOf } from '@energiek/domain/local-time';
import { actsFor, type Actor } from '../../core/actor.ts';
import type { ServiceContext } from '../../core/context.ts';
import { pageMeta } from '../../core/paging.ts';
import { notFound } from '../../lib/http-errors.ts';
import { auditOutcomesOf } from './invoices.audit-read.ts';
import { coverageOf, firstInvoicedOf, largeBases } from './invoice-coverage.read.ts';
import * as repository from './invoice-overviews.repository.ts';
import { idsOfFilter } from './invoices.repository.ts';
import { listInvoices } from './invoices.service.ts';

// The back office's invoice overviews (issue 28, spec /v3/invoices/year and /v3/invoices/month,
// invoices:read): across the customers the user acts for; a customerId filter of another customer is a
// 404, as on customer routes. The year overview sums in SQL; the month grid's arrived / missing / overlap
// is the pure invoiceCoverage (packages/domain/invoice-coverage.ts).

function scopeOf(actor: Actor, customerId: number | undefined): repository.OverviewScope {
  if (customerId !== undefined && !actsFor(actor, customerId)) throw notFound();
  return { actFor: actor.actFor, customerId };
}

/** Today in Europe/Amsterdam (overridable for tests). */
export function todayLocal(now: Date = new Date()): string {
  return localDayOf(now);
}

export async function invoiceYearOverview(
  ctx: ServiceContext,
  actor: Actor,
  query: InvoiceYearQuery,
  today: string = todayLocal(),
): Promise<InvoiceYearList> {
  const scope = scopeOf(actor, query.customerId);
  const thisYear = Number(today.slice(0, 4));
  const year = query.year ?? thisYear;
  const { rows, total, totals, yearInvoiceIds } = await repository.yearOverview(ctx.db, scope, {
    year,
    q: query.q,
    sort: query.sort ?? 'customerName',
    page: query.page,
    limit: query.limit,
  });
  // The audit's figures (as the audit provides them) of every customer of the filter, for the rows and totals.
  const outcomes = await auditOutcomesOf(ctx, actor, [...yearInvoiceIds.keys()]);
  const figures = (customerId: number | null) => {
    if (outcomes === null) return { deviationCount: null, recovered: null };
    if (customerId !== null) {
      const own = outcomes.filter((o) => o.customerId === customerId);
      return auditFiguresOf(own, yearInvoiceIds.get(customerId) ?? new Set());
    }
    const all = new Set([...yearInvoiceIds.values()].flatMap((ids) => [...ids]));
    return auditFiguresOf(outcomes, all);
  };
  return {
    data: rows.map((row) => ({ ...row, year, ...figures(row.customerId) })),
    meta: {
      ...pageMeta(query.page, query.limit, total),
      year,
      years: Array.from({ length: YEAR_LIST_LENGTH }, (_, i) => thisYear - i),
      totals: { ...totals, ...figures(null) },
    },
  };
}

/**
 * GET customers/{customerId}/invoices: the customer's list (invoices.service) with the € recovered on claims
 * against the invoices of the filter, from the outcomes the invoice audit provides (invoices.audit-read.ts);
 * without them (a user without the audit permission, an app without the audit) the list has no `recovered`.
 */
export async function listInvoicesWithRecovered(
  ctx: ServiceContext,
  actor: Actor,
  input: { customerId: number; query: InvoiceListQuery },
): Promise<InvoiceList> {
  const list = await listInvoices(ctx, actor, input);
  const outcomes = await auditOutcomesOf(ctx, actor, [input.customerId]);
  if (outcomes === null) return list;
  const { page: _page, limit: _limit, sort: _sort, with: _with, ...filters } = input.query;
  const withMoney = outcomes.filter((o) => !new Decimal(o.recovered).isZero());
  const kept = await idsOfFilter(
    ctx.db,
    input.customerId,
    filters,
    withMoney.map((o) => o.invoiceId),
  );
  return { ...list, meta: { ...list.meta, recovered: auditFiguresOf(withMoney, new Set(kept)).recovered } };
}

export async function invoiceMonthOverview(
  ctx: ServiceContext,
  actor: Actor,
  query: InvoiceMonthQuery,
  today: string = todayLocal(),
): Promise<InvoiceMonthList> {
  const scope = scopeOf(actor, query.customerId);
  const lastMonth = query.month ?? startOfMonthPlus(today, -1).slice(0, 7);
  const months = monthsEndingWith(lastMonth, query.months);
  const first = monthBounds(months[0]!).first;
  const last = monthBounds(lastMonth).last;
  const { rows: connections, total } = await repository.monthConnections(ctx.db, scope, {
    q: query.q,
    page: query.page,
    limit: query.limit,
  });
  const invoices = await repository.monthInvoices(ctx.db, {
    connectionIds: connections.map((c) => c.connectionId),
    first,
    last,
    issuerKind: query.issuerKind,
    issuerId: query.issuerKind ? query.issuerId : undefined,
  });
  // Each kind is expected from its first invoice for the connection on (with an issuer filter: that
  // issuer's first), as the missing-invoice signal does: months before it are 'none', not 'missing'.
  const firstInvoiced = await firstInvoicedOf(ctx, {
    connectionIds: connections.map((c) => c.connectionId),
    issuer: query.issuerKind && query.issuerId ? { kind: query.issuerKind, id: query.issuerId } : undefined,
  });
  const largeOf = await largeBases(ctx, connections);
  const numbers = new Map(invoices.map((i) => [i.id, i.number]));
  const counts = Object.fromEntries(COVERAGE_STATUSES.map((s) => [s, 0])) as Record<
    (typeof COVERAGE_STATUSES)[number],
    number
  >;
  // With an issuer kind filter only that kind's cells are answered and counted: the other kinds' invoices
  // are filtered out, so their cells would say "missing" about invoices that were never looked at.
  const kinds = query.issuerKind ? [query.issuerKind] : ISSUER_KINDS;
  const data = connections.map((connection) => {
    // Large in the newest month shown; each month of the grid by its own (a capacity change mid-way).
    const basis = largeOf(connection);
    const large = largeForMonth(basis, lastMonth);
    const grid = coverageOf(connection, basis, months, invoices, firstInvoiced(connection.connectionId));
    const cell = (c: { status: (typeof COVERAGE_STATUSES)[number]; invoiceIds: number[] }) => {
      counts[c.status] += 1;
      return {
        status: c.status,
        invoices: c.invoiceIds.map((id) => ({ id, number: numbers.get(id) ?? '' })),
      };
    };
    return {
      connectionId: connection.connectionId,
      ean: connection.ean,
      product: connection.product,
      address: [[connection.street, connection.houseNumber].filter(Boolean).join(' '), connection.city]
        .filter(Boolean)
        .join(', '),
      customerId: connection.customerId,
      customerName: connection.customerName,
      large,
      months: grid.map((m) => {
        const month: InvoiceMonthRow['months'][number] = { month: m.month };
        for (const kind of kinds) month[kind] = cell(m[kind]);
        return month;
      }),
    };
  });
  return { data, meta: { ...pageMeta(query.page, query.limit, total), months, counts } };
}
