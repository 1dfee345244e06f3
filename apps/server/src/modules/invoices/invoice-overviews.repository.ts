import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '@energiek/db/backup';
import type { Executor } from '@energiek/db/client';
import type { ActFor } from '../../core/tenancy.ts';

// SQL of the invoice overviews (year and month). Every query keeps to the customers the requester acts
// for. An invoice's year is the year of its period's last day (the consumption it bills), else of its
// invoice date; a credit note counts negative.

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

const escapeLike = (value: string) => `%${value.replace(/[\\%_]/g, '\\$&')}%`;

const SIGN = sql.raw(`case when i.kind = 'credit-note' then -1 else 1 end`);
const YEAR_OF = sql.raw(`extract(year from coalesce(i.period_to, i.invoice_date))::int`);

type YearAmounts = {
  invoiceCount: number;
  creditNoteCount: number;
  totalExclVat: string;
  electricityKwh: string;
  gasM3: string;
  energyTax: string;
};
export type YearRow = YearAmounts & { customerId: number; customerName: string };

const SORTS: Record<string, string> = {
  customerName: 'lower(c.name)',
  totalExclVat: 'total_excl_vat',
  invoiceCount: 'invoice_count',
};

/** Per customer with invoices in the year: counts, € excl. VAT, kWh, m³ and energy tax. */
export async function yearOverview(
  db: Executor,
  scope: OverviewScope,
  input: { year: number; q?: string | undefined; sort: string; page: number; limit: number },
): Promise<{ rows: YearRow[]; total: number; totals: YearAmounts }> {
  const conditions = sql`${YEAR_OF} = ${input.year} and ${customerCondition(sql.raw('i.customer_id'), scope)}${
    input.q ? sql` and c.name ilike ${escapeLike(input.q)}` : sql``
  }`;
  const column = SORTS[input.sort.replace(/^-/, '')] ?? 'lower(c.name)';
  const direction = input.sort.startsWith('-') ? 'desc' : 'asc';
  // Lines first per invoice, so an invoice's total is summed once however many lines it has.
  const perInvoice = sql`
    select i.customer_id, i.kind, ${SIGN} * i.total_excl_vat as excl,
      ${SIGN} * coalesce((select sum(case when l.unit = 'MWh' then l.quantity * 1000 else l.quantity end)
        from invoice_lines l where l.invoice_id = i.id and l.unit in ('kWh', 'MWh')
          and l.kind in ('supply-normal', 'supply-low', 'supply-single')), 0) as kwh,
      ${SIGN} * coalesce((select sum(l.quantity) from invoice_lines l where l.invoice_id = i.id
          and l.unit = 'm3' and l.kind in ('supply-normal', 'supply-low', 'supply-single')), 0) as m3,
      ${SIGN} * coalesce((select sum(l.amount) from invoice_lines l where l.invoice_id = i.id
          and l.kind = 'energy-tax'), 0) as tax
    from invoices i join customers c on c.id = i.customer_id
    where ${conditions}`;
  const amounts = sql.raw(`count(*) filter (where p.kind = 'invoice')::int as "invoiceCount",
      count(*) filter (where p.kind = 'credit-note')::int as "creditNoteCount",
      coalesce(sum(p.excl), 0)::numeric(16,2)::text as "totalExclVat",
      coalesce(sum(p.kwh), 0)::numeric(20,3)::text as "electricityKwh",
      coalesce(sum(p.m3), 0)::numeric(20,3)::text as "gasM3",
      coalesce(sum(p.tax), 0)::numeric(16,2)::text as "energyTax"`);
  const rows = rowsOf<YearRow & { total: number }>(
    await db.execute(sql`
      with p as (${perInvoice})
      select c.id as "customerId", c.name as "customerName", ${amounts},
        sum(p.excl) as total_excl_vat, count(*) filter (where p.kind = 'invoice') as invoice_count,
        (count(*) over ())::int as total
      from p join customers c on c.id = p.customer_id
      group by c.id, c.name
      order by ${sql.raw(column)} ${sql.raw(direction)}, c.id
      limit ${input.limit} offset ${(input.page - 1) * input.limit}`),
  );
  const [totals] = rowsOf<YearAmounts & { customers: number }>(
    await db.execute(
      sql`with p as (${perInvoice}) select ${amounts}, count(distinct p.customer_id)::int as customers from p`,
    ),
  );
  const empty: YearAmounts = {
    invoiceCount: 0,
    creditNoteCount: 0,
    totalExclVat: '0.00',
    electricityKwh: '0.000',
    gasM3: '0.000',
    energyTax: '0.00',
  };
  const { customers: total = 0, ...sums } = totals ?? { customers: 0, ...empty };
  return {
    rows: rows.map((r) => ({
      customerId: r.customerId,
      customerName: r.customerName,
      invoiceCount: r.invoiceCount,
      creditNoteCount: r.creditNoteCount,
      totalExclVat: r.totalExclVat,
      electricityKwh: r.electricityKwh,
      gasM3: r.gasM3,
      energyTax: r.energyTax,
    })),
    total,
    totals: sums,
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
    input.q ? sql` and (k.ean ilike ${escapeLike(input.q)} or c.name ilike ${escapeLike(input.q)})` : sql``
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
