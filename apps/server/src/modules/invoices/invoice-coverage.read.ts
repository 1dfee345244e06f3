import {
  invoiceCoverage,
  monthBounds,
  type CoverageIssuerKind,
  type CoverageMonth,
  type FirstInvoiced,
} from '@energiek/domain/invoice-coverage';
import { largeBasis, largeForMonth, type LargeBasis } from '@energiek/domain/large-connection';
import type { ServiceContext } from '../../core/context.ts';
import { fieldTimelines } from '../purchasing/purchasing.service.ts';
import * as repository from './invoice-overviews.repository.ts';

// Which invoices a connection should get per month and which arrived: one rule for the month grid
// (/v3/invoices/month, invoice-overviews.ts) and for the missing-invoice signal (through the front door).

const ALL_KINDS: CoverageIssuerKind[] = ['supplier', 'grid-operator', 'metering-company'];

/**
 * Per connection whether it is large, by the contracted capacity in force in a month (connection history;
 * large-connection.ts, the invoice audit's rule): a large month expects three invoices, a small one only
 * the supplier's.
 */
export async function largeBases(
  ctx: Pick<ServiceContext, 'db'>,
  connections: readonly repository.MonthConnection[],
): Promise<(connection: repository.MonthConnection) => LargeBasis> {
  const timelines = await fieldTimelines(
    ctx.db,
    [...new Set(connections.map((c) => c.customerId))],
    connections.map((c) => c.connectionId),
    'contractedCapacity',
  );
  return (c) => largeBasis(c.contractedCapacity, timelines.get(c.connectionId));
}

/**
 * The month grid of one connection over these months, from its invoices: the grid operator's and the
 * metering company's invoices are expected in the months it was large (`largeForMonth`), each issuer kind
 * only from its first invoice for the connection on (`firstInvoiced`, expectedSinceFirstInvoice), within
 * the connection's own dates.
 */
export function coverageOf(
  connection: repository.MonthConnection,
  large: LargeBasis,
  months: readonly string[],
  invoices: readonly repository.MonthInvoice[],
  firstInvoiced: FirstInvoiced,
): CoverageMonth[] {
  return invoiceCoverage({
    months,
    expected: (month) => (largeForMonth(large, month) ? ALL_KINDS : ['supplier']),
    active: { from: connection.startDate, to: connection.endDate },
    invoicedFrom: firstInvoiced,
    invoices: invoices.filter((i) => i.connectionId === connection.connectionId),
  });
}

/** Per connection its FirstInvoiced, from the repository's rows (a kind without a row: null). */
export async function firstInvoicedOf(
  ctx: Pick<ServiceContext, 'db'>,
  input: Parameters<typeof repository.firstInvoices>[1],
): Promise<(connectionId: number) => FirstInvoiced> {
  const firsts = await repository.firstInvoices(ctx.db, input);
  const firstByKey = new Map(firsts.map((f) => [`${f.connectionId}:${f.issuerKind}`, f.from]));
  const firstOf = (connectionId: number, kind: CoverageIssuerKind) =>
    firstByKey.get(`${connectionId}:${kind}`) ?? null;
  return (connectionId) => ({
    supplier: firstOf(connectionId, 'supplier'),
    'grid-operator': firstOf(connectionId, 'grid-operator'),
    'metering-company': firstOf(connectionId, 'metering-company'),
  });
}

const PAGE = 500;

/**
 * Every connection of the customer with its month grid over these months ('YYYY-MM', oldest first) and,
 * per issuer kind, the first day any invoice of that kind ever billed the connection (null: none yet). A
 * system read for the rule run: the caller names the customer.
 */
export async function customerInvoiceCoverage(
  ctx: Pick<ServiceContext, 'db'>,
  customerId: number,
  months: readonly string[],
): Promise<
  {
    connectionId: number;
    ean: string;
    months: CoverageMonth[];
    firstInvoiced: Record<CoverageIssuerKind, string | null>;
  }[]
> {
  const first = months[0];
  const lastMonth = months.at(-1);
  if (!first || !lastMonth) return [];
  const connections: repository.MonthConnection[] = [];
  for (let page = 1; ; page++) {
    const { rows, total } = await repository.monthConnections(
      ctx.db,
      { actFor: 'all', customerId },
      { page, limit: PAGE },
    );
    connections.push(...rows);
    if (rows.length < PAGE || connections.length >= total) break;
  }
  const invoices = await repository.monthInvoices(ctx.db, {
    connectionIds: connections.map((c) => c.connectionId),
    first: monthBounds(first).first,
    last: monthBounds(lastMonth).last,
  });
  const firstInvoiced = await firstInvoicedOf(ctx, {
    customerId,
    connectionIds: connections.map((c) => c.connectionId),
  });
  const large = await largeBases(ctx, connections);
  return connections.map((c) => ({
    connectionId: c.connectionId,
    ean: c.ean,
    months: coverageOf(c, large(c), months, invoices, firstInvoiced(c.connectionId)),
    firstInvoiced: firstInvoiced(c.connectionId),
  }));
}
