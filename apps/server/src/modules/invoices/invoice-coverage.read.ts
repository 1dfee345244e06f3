import { isLargeCapacity } from '@energiek/contracts/connections';
import {
  invoiceCoverage,
  monthBounds,
  type CoverageIssuerKind,
  type CoverageMonth,
  type FirstInvoiced,
} from '@energiek/domain/invoice-coverage';
import type { ServiceContext } from '../../core/context.ts';
import * as repository from './invoice-overviews.repository.ts';

// Which invoices a connection should get per month and which arrived: one rule for the month grid
// (/v3/invoices/month, invoice-overviews.ts) and for the missing-invoice signal (through the front door).

const ALL_KINDS: CoverageIssuerKind[] = ['supplier', 'grid-operator', 'metering-company'];

/** A large connection gets three invoices (DOMAIN.md); a small one only the supplier's. */
export function isLarge(connection: repository.MonthConnection): boolean {
  if (connection.contractedCapacity !== null) return true;
  return connection.capacity ? isLargeCapacity(connection.product, connection.capacity) === true : false;
}

/**
 * The month grid of one connection over these months, from its invoices: each issuer kind is expected only
 * from its first invoice for the connection on (`firstInvoiced`, expectedSinceFirstInvoice), within the
 * connection's own dates.
 */
export function coverageOf(
  connection: repository.MonthConnection,
  months: readonly string[],
  invoices: readonly repository.MonthInvoice[],
  firstInvoiced: FirstInvoiced,
): CoverageMonth[] {
  return invoiceCoverage({
    months,
    expected: isLarge(connection) ? ALL_KINDS : ['supplier'],
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
  return connections.map((c) => ({
    connectionId: c.connectionId,
    ean: c.ean,
    months: coverageOf(c, months, invoices, firstInvoiced(c.connectionId)),
    firstInvoiced: firstInvoiced(c.connectionId),
  }));
}
