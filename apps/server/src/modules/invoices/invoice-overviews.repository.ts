import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '@energiek/db/backup';
import type { Executor } from '@energiek/db/client';
import Decimal from 'decimal.js';
import { yearFigures, type YearLine } from '@energiek/domain/invoice-coverage';
import type { ActFor } from '../../core/tenancy.ts';
import { containing } from '../../lib/like.ts';

// SQL of the invoice overviews (year and month). Every query keeps to the customers the requester acts
// for. The year overview splits lines by their own period; a credit note counts negative.

export type OverviewScope = { actFor: ActFor; customerId?: number | undefined };

function customerCondition(column: SQL, scope: OverviewScope): SQL {
  const parts: SQL[] = [sql`true`];
  if (scope.actFor !== 'all') {
    const ids = [...scope.actFor];
    parts.push(ids.length > 0 ? sql`${column} in (${sql.join(ids, sql`, `)})` : sql`false`);
  }
  if (scope.customerId !== undefined) parts.push(sql`${column} = ${scope.customerId}`);
  return sql.join(parts, sql` and `);
}

type YearAmounts = {
  invoiceCount: number;
  creditNoteCount: number;
  totalExclVat: string;
  electricityKwh: string;
  gasM3: string;
  energyTax: string;
};
export type YearRow = YearAmounts & { customerId: number; customerName: string };

/**
 * Per customer with invoices in the year: counts, € excl. VAT, kWh, m³ and energy tax. Lines count by their
 * own period (else the invoice's, else its date), a line spanning years in proportion to its days in this
 * one (packages/domain invoice-coverage.ts `yearFigures`); an invoice without lines counts by its total.
 */
export async function yearOverview(
  db: Executor,
  scope: OverviewScope,
  input: { year: number; q?: string | undefined; sort: string; page: number; limit: number },
): Promise<{
  rows: YearRow[];
  total: number;
  totals: YearAmounts;
  /** Per customer of the filter its invoices (not credit notes) of the year: period's last day, else date. */
  yearInvoiceIds: Map<number, Set<number>>;
}> {
  const first = `${input.year}-01-01`;
  const last = `${input.year}-12-31`;
  const lines = rowsOf<
    Omit<YearLine, 'period'> & {
      customerId: number;
      customerName: string;
      from: string;
      to: string;
      invoiceEnd: string;
    }
  >(
    await db.execute(sql`
      select * from (
        select i.customer_id as "customerId", c.name as "customerName", i.id as "invoiceId",
          i.kind as "invoiceKind", l.kind, l.unit, l.quantity::text as quantity,
          coalesce(i.period_to, i.invoice_date)::text as "invoiceEnd",
          coalesce(l.amount, i.total_excl_vat)::text as amount,
          coalesce(l.period_from, i.period_from, i.period_to, i.invoice_date)::text as "from",
          greatest(coalesce(l.period_to, i.period_to, i.period_from, i.invoice_date),
            coalesce(l.period_from, i.period_from, i.period_to, i.invoice_date))::text as "to"
        from invoices i join customers c on c.id = i.customer_id
          left join invoice_lines l on l.invoice_id = i.id
        where ${customerCondition(sql.raw('i.customer_id'), scope)}${
          input.q ? sql` and c.name ilike ${containing(input.q)}` : sql``
        }
      ) x where x."from" <= ${last} and x."to" >= ${first}`),
  );
  const byCustomer = new Map<number, { name: string; lines: YearLine[] }>();
  const all: YearLine[] = [];
  const yearInvoiceIds = new Map<number, Set<number>>();
  for (const { customerId, customerName, from, to, invoiceEnd, ...line } of lines) {
    if (line.invoiceKind === 'invoice' && invoiceEnd.startsWith(`${input.year}-`)) {
      yearInvoiceIds.set(customerId, (yearInvoiceIds.get(customerId) ?? new Set()).add(line.invoiceId));
    }
    const entry = byCustomer.get(customerId) ?? { name: customerName, lines: [] };
    const yearLine: YearLine = { ...line, period: { from, to } };
    entry.lines.push(yearLine);
    all.push(yearLine);
    byCustomer.set(customerId, entry);
  }
  const rows: YearRow[] = [...byCustomer.entries()]
    .map(([customerId, entry]) => ({
      customerId,
      customerName: entry.name,
      ...yearFigures(entry.lines, input.year),
    }))
    .filter((row) => row.invoiceCount + row.creditNoteCount > 0);
  const key = input.sort.replace(/^-/, '');
  const direction = input.sort.startsWith('-') ? -1 : 1;
  const compare = (a: YearRow, b: YearRow): number => {
    if (key === 'totalExclVat') return new Decimal(a.totalExclVat).comparedTo(b.totalExclVat);
    if (key === 'invoiceCount') return a.invoiceCount - b.invoiceCount;
    return a.customerName.toLowerCase().localeCompare(b.customerName.toLowerCase(), 'nl');
  };
  rows.sort((a, b) => direction * compare(a, b) || a.customerId - b.customerId);
  return {
    rows: rows.slice((input.page - 1) * input.limit, input.page * input.limit),
    total: rows.length,
    totals: yearFigures(all, input.year),
    yearInvoiceIds,
  };
}

export type MonthConnection = {
  connectionId: number;
  ean: string;
  product: number;
  street: string | null;
  houseNumber: string | null;
  city: string | null;
  capacity: string | null;
  contractedCapacity: string | null;
  startDate: string | null;
  endDate: string | null;
  customerId: number;
  customerName: string;
};

/** The connections of the overview, a page of them, by customer name and EAN. */
export async function monthConnections(
  db: Executor,
  scope: OverviewScope,
  input: { q?: string | undefined; page: number; limit: number },
): Promise<{ rows: MonthConnection[]; total: number }> {
  const conditions = sql`${customerCondition(sql.raw('k.customer_id'), scope)}${
    input.q ? sql` and (k.ean ilike ${containing(input.q)} or c.name ilike ${containing(input.q)})` : sql``
  }`;
  const rows = rowsOf<MonthConnection & { total: number }>(
    await db.execute(sql`
      select k.id as "connectionId", k.ean, k.product::int as product, k.street, k.house_number as "houseNumber",
        k.city, k.capacity, k.contracted_capacity::text as "contractedCapacity",
        k.start_date::text as "startDate", k.end_date::text as "endDate",
        c.id as "customerId", c.name as "customerName", (count(*) over ())::int as total
      from connections k join customers c on c.id = k.customer_id
      where ${conditions}
      order by lower(c.name), c.id, k.ean, k.id
      limit ${input.limit} offset ${(input.page - 1) * input.limit}`),
  );
  return { rows, total: rows[0]?.total ?? 0 };
}

export type MonthInvoice = {
  connectionId: number;
  id: number;
  number: string;
  issuerKind: 'supplier' | 'grid-operator' | 'metering-company';
  kind: 'invoice' | 'credit-note';
  creditsInvoiceId: number | null;
  from: string;
  to: string;
};

/**
 * The invoices with a line on these connections whose period touches [first, last]; per invoice and
 * connection the span of its lines (a line's own period, else the invoice's, else the invoice date).
 */
export async function monthInvoices(
  db: Executor,
  input: {
    connectionIds: number[];
    first: string;
    last: string;
    issuerKind?: string | undefined;
    issuerId?: number | undefined;
  },
): Promise<MonthInvoice[]> {
  if (input.connectionIds.length === 0) return [];
  const issuer = sql`${input.issuerKind ? sql` and i.issuer_kind = ${input.issuerKind}` : sql``}${
    input.issuerId ? sql` and i.issuer_id = ${input.issuerId}` : sql``
  }`;
  return rowsOf<MonthInvoice>(
    await db.execute(sql`
      select * from (
        select l.connection_id as "connectionId", i.id, i.number, i.issuer_kind as "issuerKind", i.kind,
          i.credits_invoice_id as "creditsInvoiceId",
          min(coalesce(l.period_from, i.period_from, i.invoice_date))::text as "from",
          max(coalesce(l.period_to, i.period_to, i.invoice_date))::text as "to"
        from invoice_lines l join invoices i on i.id = l.invoice_id and i.customer_id = l.customer_id
        where l.connection_id in (${sql.join(input.connectionIds, sql`, `)})
          and i.issuer_kind is not null and i.status <> 'draft'${issuer}
        group by l.connection_id, i.id
      ) s
      where s."from" <= ${input.last} and s."to" >= ${input.first}
      order by s.id`),
  );
}

export type FirstInvoice = { connectionId: number; issuerKind: string; from: string };

/**
 * Per connection and issuer kind, the first day billed by any (non-draft) invoice ever: where the invoice
 * flow for that connection starts (the month grid and the missing-invoice signal expect invoices from then
 * on). Credit notes do not start a flow. With `issuer`, that kind's first invoice is the named issuer's
 * (the month grid filtered on one issuer); the other kinds keep any issuer's. `customerId` narrows the
 * read to one customer (the connections are already the caller's).
 */
export async function firstInvoices(
  db: Executor,
  input: {
    customerId?: number | undefined;
    connectionIds: number[];
    issuer?: { kind: string; id: number } | undefined;
  },
): Promise<FirstInvoice[]> {
  if (input.connectionIds.length === 0) return [];
  const customer = input.customerId === undefined ? sql`` : sql` and l.customer_id = ${input.customerId}`;
  const issuer = input.issuer
    ? sql` and (i.issuer_kind <> ${input.issuer.kind} or i.issuer_id = ${input.issuer.id})`
    : sql``;
  return rowsOf<FirstInvoice>(
    await db.execute(sql`
      select l.connection_id as "connectionId", i.issuer_kind as "issuerKind",
        min(coalesce(l.period_from, i.period_from, i.invoice_date))::text as "from"
      from invoice_lines l join invoices i on i.id = l.invoice_id and i.customer_id = l.customer_id
      where l.connection_id in (${sql.join(input.connectionIds, sql`, `)})${customer}
        and i.issuer_kind is not null and i.status <> 'draft' and i.kind = 'invoice'${issuer}
      group by l.connection_id, i.issuer_kind
      order by l.connection_id, i.issuer_kind`),
  );
}
