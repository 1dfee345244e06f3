import { PRODUCT_GAS } from '@energiek/contracts/connections';
import { EMS_CHANNELS } from '@energiek/contracts/ems';
import {
  REACTIVE_MESSAGES as M,
  type ReactiveQuery,
  type ReactiveResponse,
} from '@energiek/contracts/ems-reactive';
import { reactiveCharge, reactiveMonths, type ReactiveMonthInput } from '@energiek/domain/reactive-power';
import { requireActsFor, type Actor } from '../../../core/actor.ts';
import type { ServiceContext } from '../../../core/context.ts';
import { notFound, validationError } from '../../../lib/http-errors.ts';
import { gridTariffOfConnection } from '../../parameters/parameters.service.ts';
import { emsConnections, periodMeasurements } from '../overview/ems-rollups.repository.ts';

// Reactive energy per month of one electricity connection (issue 32 "Reactive power"): the day rollups of
// the consumption, production and reactive channels summed per local month, then cos φ and the kVArh
// billed beyond cos φ 0.85 (packages/domain reactive-power.ts).

const { consumption, production, reactive } = EMS_CHANNELS;

/** GET customers/{customerId}/ems/reactive */
export async function getReactivePower(
  ctx: ServiceContext,
  actor: Actor,
  { customerId, query }: { customerId: number; query: ReactiveQuery },
): Promise<ReactiveResponse['data']> {
  requireActsFor(actor, customerId);
  const [connection] = await emsConnections(ctx.db, customerId, [query.connectionId]);
  // Another customer's (or a hidden) connection: not found.
  if (!connection) throw notFound();
  if (connection.product === PRODUCT_GAS) throw validationError({ connectionId: [M.notElectricity] });
  const [rows, tariff] = await Promise.all([
    periodMeasurements(ctx.db, customerId, [connection.id], `${query.year}-01-01`, `${query.year + 1}-01-01`),
    gridTariffOfConnection(ctx, connection, query.year),
  ]);
  const sum = (month: string, channel: number) =>
    rows.find((r) => r.month === month && r.channel === channel && r.days > 0)?.sum ?? null;
  const inputs: ReactiveMonthInput[] = Array.from({ length: 12 }, (_, i) => {
    const month = `${query.year}-${String(i + 1).padStart(2, '0')}`;
    return {
      month,
      consumedKwh: sum(month, consumption.code),
      producedKwh: sum(month, production.code),
      reactiveKvarh: sum(month, reactive.code),
    };
  });
  const { months, total } = reactiveMonths(inputs);
  const kvarhRate = tariff?.values.kvarhRate ?? null;
  return {
    connectionId: connection.id,
    year: query.year,
    measured: inputs.some((m) => m.reactiveKvarh !== null),
    months,
    total,
    charge: {
      gridLevel: tariff?.connectionClass ?? null,
      kvarhRate,
      amount: reactiveCharge(total.billableKvarh, kvarhRate),
    },
  };
}
