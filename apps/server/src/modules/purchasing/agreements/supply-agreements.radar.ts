import { and, asc, eq, inArray, isNull, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { RadarResponse, radarQuerySchema } from '@energiek/contracts/supply-agreements';
import { deadlineOn } from '@energiek/domain/agreement-deadlines';
import { localDayOf } from '@energiek/domain/local-time';
import type { Database } from '@energiek/db/client';
import {
  CONNECTION_ACTIVE,
  connections,
  customers,
  suppliers,
  supplyAgreementConnections,
  supplyAgreements,
} from '@energiek/db/schema/index';
import type { Actor } from '../../../core/actor.ts';
import type { ServiceContext } from '../../../core/context.ts';
import { formatAddress, scopeCondition } from './supply-agreements.repository.ts';

// Contract radar (issue 13): every running agreement's end date, notice deadline and tacit renewal, sorted
// by deadline (packages/domain/agreement-deadlines.ts), and every active connection that no signed or
// active agreement covers today.

type RadarQuery = z.output<typeof radarQuerySchema>;

/** Statuses whose agreements bind (or are about to): concepts and ended ones are not on the radar. */
const RUNNING = ['ter-ondertekening', 'getekend', 'actief'] as const;
/** Statuses that cover a connection's supply. */
const COVERING = ['getekend', 'actief'] as const;

async function radarAgreements(db: Database, where: SQL | undefined) {
  return db
    .select({ agreement: supplyAgreements, customerName: customers.name, supplierName: suppliers.name })
    .from(supplyAgreements)
    .innerJoin(customers, eq(customers.id, supplyAgreements.customerId))
    .innerJoin(suppliers, eq(suppliers.id, supplyAgreements.supplierId))
    .where(and(where, inArray(supplyAgreements.status, [...RUNNING])));
}

async function uncoveredConnections(db: Database, where: SQL | undefined, today: string) {
  const from = sql`coalesce(${supplyAgreementConnections.fromDate}, ${supplyAgreements.startDate})`;
  const to = sql`coalesce(${supplyAgreementConnections.toDate}, ${supplyAgreements.endDate})`;
  const covering = db
    .select({ one: sql`1` })
    .from(supplyAgreementConnections)
    .innerJoin(supplyAgreements, eq(supplyAgreements.id, supplyAgreementConnections.agreementId))
    .where(
      and(
        eq(supplyAgreementConnections.connectionId, connections.id),
        inArray(supplyAgreements.status, [...COVERING]),
        sql`${from} <= ${today}`,
        or(
          sql`${to} >= ${today}`,
          // A tacitly renewing agreement runs on until it is ended (unless this connection has its own end).
          and(eq(supplyAgreements.tacitRenewal, true), isNull(supplyAgreementConnections.toDate)),
        ),
      ),
    );
  return db
    .select({ connection: connections, customerName: customers.name })
    .from(connections)
    .innerJoin(customers, eq(customers.id, connections.customerId))
    .where(
      and(
        where,
        eq(connections.status, CONNECTION_ACTIVE),
        or(isNull(connections.endDate), sql`${connections.endDate} >= ${today}`),
        notExists(covering),
      ),
    )
    .orderBy(asc(customers.name), asc(connections.ean));
}

export async function contractRadar(
  ctx: ServiceContext,
  actor: Actor,
  query: RadarQuery,
  now: Date = new Date(),
): Promise<RadarResponse['data']> {
  const today = localDayOf(now);
  const scope = { actFor: actor.actFor };
  const agreementWhere = and(
    scopeCondition(scope),
    query.customerId ? eq(supplyAgreements.customerId, query.customerId) : undefined,
    query.supplierId ? eq(supplyAgreements.supplierId, query.supplierId) : undefined,
    query.product ? eq(supplyAgreements.product, query.product) : undefined,
  );
  const connectionWhere = and(
    scopeCondition(scope, connections.customerId),
    query.customerId ? eq(connections.customerId, query.customerId) : undefined,
    query.supplierId ? eq(connections.supplierId, query.supplierId) : undefined,
    query.product ? eq(connections.product, query.product) : undefined,
  );
  const [rows, uncovered] = await Promise.all([
    radarAgreements(ctx.db, agreementWhere),
    uncoveredConnections(ctx.db, connectionWhere, today),
  ]);
  const agreements = rows
    .map(({ agreement: a, customerName, supplierName }) => {
      const deadline = deadlineOn(a, today);
      return {
        agreementId: a.id,
        customerId: a.customerId,
        customerName,
        supplierName,
        product: a.product,
        reference: a.reference,
        status: a.status,
        startDate: a.startDate,
        endDate: deadline.endDate,
        originalEndDate: a.endDate,
        noticeDeadline: deadline.noticeDeadline,
        daysToDeadline: deadline.daysToDeadline,
        tacitRenewal: a.tacitRenewal,
        renewalMonths: a.renewalMonths,
        renewals: deadline.renewals,
      };
    })
    // An agreement whose (last) term has ended is no longer on the radar.
    .filter((a) => a.endDate >= today)
    .filter((a) => query.withinDays === undefined || a.daysToDeadline <= query.withinDays)
    .sort((x, y) => x.noticeDeadline.localeCompare(y.noticeDeadline) || x.agreementId - y.agreementId);
  return {
    today,
    agreements,
    uncoveredConnections: uncovered.map(({ connection, customerName }) => ({
      connectionId: connection.id,
      customerId: connection.customerId,
      customerName,
      ean: connection.ean,
      address: formatAddress(connection),
      product: connection.product,
    })),
  };
}
