import Decimal from 'decimal.js';
import type {
  ConnectionRates,
  PurchaseOverview,
  RatesQuery,
  RatesResponse,
} from '@energiek/contracts/purchase';
import { coverageOf } from '@energiek/domain/agreement-coverage';
import {
  NOT_IN_FORCE_STATUSES,
  agreementsInForce,
  effectiveRateLines,
  rateLinesOf,
  type AgreementInput,
} from '@energiek/domain/effective-rate';
import { localDayOf } from '@energiek/domain/local-time';
import { requireActsFor, type Actor } from '../../../core/actor.ts';
import type { ServiceContext } from '../../../core/context.ts';
import { notFound } from '../../../lib/http-errors.ts';
import { expectedAnnualVolumes } from './expected-volume.ts';
import { addressOf, agreementInputs, clickPosition, toRateLineItem } from './purchase.pricing.ts';
import { customerConnections, loadPurchaseData, type PurchaseData } from './purchase.repository.ts';

// Purchase and rates of one customer (mod:purchase, price report): read-only views on the agreements, rates
// and clicks other areas maintain. The rate rules are the pure effective-rate functions.

const today = () => localDayOf(new Date());

async function load(ctx: ServiceContext, actor: Actor, customerId: number, connectionId?: number) {
  requireActsFor(actor, customerId);
  const rows = await customerConnections(ctx.db, customerId, connectionId);
  if (connectionId !== undefined && rows.length === 0) throw notFound();
  const data = await loadPurchaseData(ctx.db, customerId, rows, { participations: true });
  // Expected volumes matter only for the position of a customer's own click agreements.
  const needsVolumes = data.links.some((l) => l.priceType === 'click' && l.collectiveId === null);
  const volumes = needsVolumes ? await expectedAnnualVolumes(ctx.db, customerId, rows, today()) : new Map();
  const volumeOf = (id: number) => volumes.get(id)?.volume ?? null;
  return { data, volumeOf };
}

/** GET customers/{customerId}/rates?connectionId=&date= — the rate lines in force on the day. */
export async function getRates(
  ctx: ServiceContext,
  actor: Actor,
  input: { customerId: number; query: { connectionId?: number; date?: string } & RatesQuery },
): Promise<RatesResponse> {
  const date = input.query.date ?? today();
  const { data, volumeOf } = await load(ctx, actor, input.customerId, input.query.connectionId);
  const overlaps: number[] = [];
  const lines = data.connections.flatMap((connection) => {
    const agreements = agreementInputs(data, connection.id);
    if (agreementsInForce(agreements, date).length > 1) overlaps.push(connection.id);
    return effectiveRateLines(agreements, date, (a, year) => clickPosition(data, a, year, volumeOf)).map(
      (line) => toRateLineItem(data, connection, line),
    );
  });
  return { data: lines, meta: { date, overlaps } };
}

function yearsOf(agreement: AgreementInput): number[] {
  const years: number[] = [];
  for (let y = Number(agreement.from.slice(0, 4)); y <= Number(agreement.to.slice(0, 4)); y++) years.push(y);
  return years;
}

/** Every rate line of the agreements in force, per connection and period (the rates tab). */
export async function getRatePeriods(
  ctx: ServiceContext,
  actor: Actor,
  input: { customerId: number; query: { connectionId?: number } },
): Promise<{ data: ConnectionRates[] }> {
  const { data, volumeOf } = await load(ctx, actor, input.customerId, input.query.connectionId);
  return {
    data: data.connections.map((connection) => {
      const agreements = agreementInputs(data, connection.id).filter(
        (a) => !NOT_IN_FORCE_STATUSES.includes(a.status),
      );
      const lines = agreements.flatMap((a) =>
        a.rates.flatMap((rate) => {
          const clicked = a.priceType === 'click' || a.collectiveId !== null;
          if (!clicked) return rateLinesOf(a, rate, null);
          return yearsOf(a).flatMap((year) =>
            rateLinesOf(a, rate, clickPosition(data, a, year, volumeOf), year),
          );
        }),
      );
      const items = lines
        .filter((l) => l.validFrom <= l.validTo)
        .map((l) => toRateLineItem(data, connection, l))
        .sort((x, y) => x.validFrom.localeCompare(y.validFrom) || x.agreementId - y.agreementId);
      return {
        connectionId: connection.id,
        ean: connection.ean,
        product: connection.product,
        address: addressOf(connection),
        lines: items,
      };
    }),
  };
}

const pct = (x: Decimal | null) =>
  x === null ? null : x.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber();

function clickPositions(data: PurchaseData, years: number[], volumeOf: (id: number) => number | null) {
  const seen = new Set<string>();
  const positions: PurchaseOverview['clickPositions'] = [];
  for (const link of data.links) {
    if (NOT_IN_FORCE_STATUSES.includes(link.status)) continue;
    if (link.priceType !== 'click' && link.collectiveId === null) continue;
    const key = link.collectiveId === null ? `a${link.agreementId}` : `c${link.collectiveId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const agreement = agreementInputs(data, link.connectionId).find((a) => a.id === link.agreementId)!;
    for (const year of years) {
      if (`${year}-12-31` < link.startDate || link.endDate < `${year}-01-01`) continue;
      const p = clickPosition(data, agreement, year, volumeOf);
      if (!p) continue;
      const clicked = pct(p.clickedPct);
      positions.push({
        agreementId: link.collectiveId === null ? link.agreementId : null,
        collectiveId: link.collectiveId,
        label: link.collectiveName ?? `${link.supplierName} ${link.reference}`.trim(),
        product: link.product,
        year,
        clicks: p.clicks,
        clickedPct: clicked,
        openPct: clicked === null ? null : Math.max(0, Math.round((100 - clicked) * 100) / 100),
        weightedPriceMwh: p.weightedPriceMwh === null ? null : pct(new Decimal(p.weightedPriceMwh)),
        markupMwh: new Decimal(p.markupMwh).toNumber(),
        expectedMwh: p.expectedMwh.toDecimalPlaces(3).toNumber(),
      });
    }
  }
  return positions;
}

/** The purchase tab: timeline per connection with gaps and overlaps, click positions, what is bought. */
export async function getPurchaseOverview(
  ctx: ServiceContext,
  actor: Actor,
  input: { customerId: number; query: { year?: number } },
): Promise<{ data: PurchaseOverview }> {
  const first = input.query.year ?? Number(today().slice(0, 4));
  const years = [first, first + 1, first + 2];
  const window = { from: `${first - 1}-01-01`, to: `${first + 2}-12-31` };
  const { data, volumeOf } = await load(ctx, actor, input.customerId);
  const connections = data.connections.map((connection) => {
    const links = data.links.filter((l) => l.connectionId === connection.id);
    const agreements = links.map((l) => ({
      agreementId: l.agreementId,
      reference: l.reference,
      supplierName: l.supplierName,
      productName: l.productName,
      priceType: l.priceType,
      status: l.status,
      collectiveName: l.collectiveName,
      from: l.fromDate ?? l.startDate,
      to: l.toDate ?? l.endDate,
    }));
    const inForce = agreements.filter((a) => !NOT_IN_FORCE_STATUSES.includes(a.status));
    const own = {
      from: connection.startDate && connection.startDate > window.from ? connection.startDate : window.from,
      to: connection.endDate && connection.endDate < window.to ? connection.endDate : window.to,
    };
    return {
      connectionId: connection.id,
      ean: connection.ean,
      product: connection.product,
      address: addressOf(connection),
      agreements,
      ...coverageOf(inForce, own),
    };
  });
  const bought = years.flatMap((year) =>
    ([1, 2] as const).flatMap((product) => {
      const rows = data.connections.filter((c) => c.product === product && c.status === 1);
      if (rows.length === 0) return [];
      let covered = 0;
      let fixed = 0;
      for (const connection of rows) {
        const agreements = agreementInputs(data, connection.id);
        for (let month = 1; month <= 12; month++) {
          const day = `${year}-${String(month).padStart(2, '0')}-15`;
          const agreement = agreementsInForce(agreements, day)[0];
          if (!agreement) continue;
          covered += 1;
          if (agreement.priceType === 'click' || agreement.collectiveId !== null) {
            const p = clickPosition(data, agreement, year, volumeOf);
            fixed += Math.min(100, p?.clickedPct?.toNumber() ?? 0) / 100;
          } else if (agreement.priceType === 'fixed') fixed += 1;
        }
      }
      const months = rows.length * 12;
      const share = (x: number) => Math.round((x / months) * 10000) / 100;
      return [
        { year, product, connections: rows.length, coveredPct: share(covered), fixedPct: share(fixed) },
      ];
    }),
  );
  return {
    data: { window, years, connections, clickPositions: clickPositions(data, years, volumeOf), bought },
  };
}

// The front door: what other areas use of purchase besides the functions above (docs/architecture.md
// "Areas and front doors").
export {
  expectedAnnualVolumes,
  measuredParts,
  measuredVolumes,
  monthStart,
  normalMonthDegreeDays,
  type ExpectedVolume,
} from './expected-volume.ts';
export { addressOf, agreementInputs, clickPosition } from './purchase.pricing.ts';
export {
  customerConnections,
  loadPurchaseData,
  type ConnectionRow,
  type PurchaseData,
} from './purchase.repository.ts';
