import { parseDeliveryPeriod } from '@energiek/domain/delivery-period';
import type { Database } from '../client.ts';
import { PRODUCT_ELECTRICITY } from '../schema/connections.ts';
import {
  clicks,
  collectives,
  supplyAgreementConnections,
  supplyAgreementRates,
  supplyAgreements,
  type Click,
  type Collective,
  type NewClick,
  type NewCollective,
  type NewSupplyAgreement,
  type SupplyAgreement,
} from '../schema/purchasing.ts';
import { createConnection } from './connections.ts';
import { createSupplier } from './master-data.ts';
import { firstRow, nextSequence } from './support.ts';

/**
 * A fixed-price electricity agreement for 2026–2027 on one connection (a new one of the customer unless
 * connectionIds is given), with one rate row (€ 0.12 normal, € 0.10 low, € 5 a month).
 */
export async function createSupplyAgreement(
  db: Database,
  overrides: Partial<NewSupplyAgreement> & { customerId: number; connectionIds?: number[] },
): Promise<SupplyAgreement> {
  const { connectionIds, ...values } = overrides;
  const supplierId = values.supplierId ?? (await createSupplier(db)).id;
  const agreement = firstRow(
    await db
      .insert(supplyAgreements)
      .values({
        supplierId,
        product: PRODUCT_ELECTRICITY,
        reference: `OVK-${nextSequence()}`,
        priceType: 'fixed',
        startDate: '2026-01-01',
        endDate: '2027-12-31',
        noticeMonths: 1,
        status: 'actief',
        ...values,
      })
      .returning(),
  );
  const ids = connectionIds ?? [
    (await createConnection(db, { customerId: agreement.customerId, product: agreement.product })).id,
  ];
  if (ids.length > 0) {
    await db.insert(supplyAgreementConnections).values(
      ids.map((connectionId) => ({
        agreementId: agreement.id,
        connectionId,
        customerId: agreement.customerId,
      })),
    );
  }
  await db.insert(supplyAgreementRates).values({
    agreementId: agreement.id,
    customerId: agreement.customerId,
    validFrom: agreement.startDate,
    ...(agreement.product === PRODUCT_ELECTRICITY
      ? { normal: '0.120000', low: '0.100000' }
      : { gas: '0.450000' }),
    fixedFeeMonth: '5.00',
  });
  return agreement;
}

/** An electricity collective for 2027–2028 with a € 2.50 / MWh markup. */
export async function createCollective(
  db: Database,
  overrides: Partial<NewCollective> = {},
): Promise<Collective> {
  return firstRow(
    await db
      .insert(collectives)
      .values({
        name: `Collectief ${nextSequence()}`,
        product: PRODUCT_ELECTRICITY,
        firstYear: 2027,
        lastYear: 2028,
        markup: '2.50',
        ...overrides,
      })
      .returning(),
  );
}

/** A click on a delivery period ('Cal-27' by default): 25 % at € 80 / MWh unless volumeMwh is given. */
export async function createClick(
  db: Database,
  overrides: Partial<NewClick> & ({ collectiveId: number } | { agreementId: number; customerId: number }),
): Promise<Click> {
  const code = overrides.period ?? 'Cal-27';
  const period = parseDeliveryPeriod(code);
  if (!period) throw new Error(`Unknown delivery period ${code}`);
  return firstRow(
    await db
      .insert(clicks)
      .values({
        clickDate: '2026-06-01',
        load: 'base',
        price: '80.00',
        ...(overrides.volumeMwh ? {} : { sharePct: '25.0000' }),
        ...overrides,
        period: period.code,
        periodFrom: period.from,
        periodTo: period.to,
      })
      .returning(),
  );
}
