import { localDayOf } from '@energiek/domain/local-time';
import { and, asc, eq } from 'drizzle-orm';
import { addDays, addMonths } from '@energiek/domain/calendar';
import { parseDeliveryPeriod } from '@energiek/domain/delivery-period';
import type { Database } from '../client.ts';
import { connections } from '../schema/connections.ts';
import { suppliers } from '../schema/master-data.ts';
import {
  clicks,
  supplyAgreementConnections,
  supplyAgreementRates,
  supplyAgreements,
  type NewSupplyAgreement,
  type NewSupplyAgreementRate,
} from '../schema/purchasing.ts';

// Demo data (not real contracts): a handful of supply agreements of the three demo customers, with end
// dates relative to today so the Contractradar always shows deadlines due soon, later ones, a tacit
// renewal, a concept and one awaiting signature; some connections stay without an agreement. The click
// agreement has its current year clicked in three tranches (100 %), so its invoices have a click-weighted
// price the invoice audit can check (DEMO_CLICKS; the demo invoices bill it).

/** The demo click agreement's clicks on its first year (Cal of today's year): share %, € per MWh. */
export const DEMO_CLICKS = [
  { monthsBefore: 14, sharePct: '40', price: '96.80' },
  { monthsBefore: 9, sharePct: '35', price: '91.20' },
  { monthsBefore: 4, sharePct: '25', price: '88.40' },
] as const;

/** The click-weighted price of DEMO_CLICKS, € per MWh: Σ share × price / Σ share (92.74). */
export const DEMO_CLICK_PRICE_MWH = (
  DEMO_CLICKS.reduce((sum, c) => sum + Number(c.sharePct) * Number(c.price), 0) /
  DEMO_CLICKS.reduce((sum, c) => sum + Number(c.sharePct), 0)
).toFixed(2);

/** The last day of the month `months` after today's month (YYYY-MM-DD). */
function monthEnd(today: string, months: number): string {
  return addDays(addMonths(`${today.slice(0, 7)}-01`, months + 1), -1);
}

/**
 * The start of Westland's demo gas agreement, by today's date alone: the earlier of M-8 and the last
 * December at or before M-6. Its demo invoices then always hold a December–January pair clear of the
 * months of the agreement's other plants (duplicate M-4, tax bracket M-3), for the planted missing year
 * split whatever today's date; in January and from March to May that pair is the one of a year earlier.
 * That December is at most 17 months back, within the EMS demo data (from 1 January two years back), so its
 * year is metered from 1 January on.
 */
export function demoYearSplitAgreementStart(today: string): string {
  const december = Number(addMonths(`${today.slice(0, 7)}-01`, -5).slice(0, 4)) - 1;
  return [addDays(monthEnd(today, -8), 1), `${december}-12-01`].sort()[0]!;
}

type Plan = {
  customer: number;
  product: 1 | 2;
  values: Omit<NewSupplyAgreement, 'customerId' | 'supplierId' | 'product'>;
  rate: Omit<NewSupplyAgreementRate, 'agreementId' | 'customerId' | 'validFrom'>;
  /** How many of the customer's active connections of the product (from the first). */
  take: number;
};

export async function seedDemoAgreements(
  tx: Database,
  input: { customers: readonly number[]; adminId: number; today: Date },
): Promise<number> {
  const today = localDayOf(input.today);
  const year = Number(today.slice(0, 4));
  const [devries, westland, third] = input.customers;
  if (devries === undefined || westland === undefined || third === undefined) return 0;
  const supplierRows = await tx
    .select({ id: suppliers.id })
    .from(suppliers)
    .orderBy(asc(suppliers.id))
    .limit(3);
  const supplier = (i: number) => supplierRows[i % supplierRows.length]?.id;
  const plans: (Plan & { supplier: number | undefined })[] = [
    {
      customer: devries,
      product: 1,
      supplier: supplier(0),
      take: 3,
      values: {
        reference: 'DEMO-VDB-E-01',
        productName: 'Vast 2 jaar groen',
        priceType: 'fixed',
        startDate: `${year - 1}-01-01`,
        endDate: monthEnd(today, 1),
        noticeMonths: 1,
        status: 'actief',
      },
      rate: { normal: '0.124500', low: '0.098700', fixedFeeMonth: '6.95', greenCertificates: '0.001500' },
    },
    {
      customer: devries,
      product: 2,
      supplier: supplier(1),
      take: 2,
      values: {
        reference: 'DEMO-VDB-G-01',
        productName: 'Gas variabel TTF',
        priceType: 'variable',
        startDate: `${year - 1}-01-01`,
        endDate: `${year + 1}-12-31`,
        noticeMonths: 3,
        tacitRenewal: true,
        renewalMonths: 12,
        status: 'actief',
      },
      rate: { indexName: 'TTF maand', markup: '0.045000', fixedFeeMonth: '5.50' },
    },
    {
      customer: westland,
      product: 1,
      supplier: supplier(2),
      // Westland's first three large electricity connections: the ones the EMS demo data meters (its plan
      // takes three per customer), so the invoice audit checks its invoices against meter data.
      take: 3,
      values: {
        reference: 'DEMO-WLG-E-01',
        productName: 'Klikcontract 3 jaar',
        priceType: 'click',
        startDate: `${year}-01-01`,
        endDate: `${year + 2}-12-31`,
        noticeMonths: 6,
        status: 'actief',
      },
      rate: { markup: '2.750000', fixedFeeMonth: '9.00' },
    },
    {
      customer: westland,
      product: 2,
      supplier: supplier(0),
      take: 2,
      values: {
        reference: 'DEMO-WLG-G-01',
        productName: 'Vast gas 1 jaar',
        priceType: 'fixed',
        // Holds a December–January pair whatever today's date (the planted missing year split, README).
        startDate: demoYearSplitAgreementStart(today),
        endDate: monthEnd(today, 3),
        noticeMonths: 3,
        tacitRenewal: true,
        renewalMonths: 12,
        status: 'getekend',
      },
      rate: { gas: '0.512300', fixedFeeMonth: '4.25' },
    },
    {
      customer: third,
      product: 1,
      supplier: supplier(1),
      take: 2,
      values: {
        reference: 'DEMO-3-E-01',
        productName: 'Vast 1 jaar (aanbod)',
        priceType: 'fixed',
        startDate: `${year + 1}-01-01`,
        endDate: `${year + 1}-12-31`,
        noticeMonths: 1,
        status: 'concept',
      },
      rate: { single: '0.118000', fixedFeeMonth: '6.00' },
    },
    {
      customer: third,
      product: 2,
      supplier: supplier(2),
      take: 1,
      values: {
        reference: 'DEMO-3-G-01',
        productName: 'Vast gas 2 jaar',
        priceType: 'fixed',
        startDate: `${year + 1}-01-01`,
        endDate: `${year + 2}-12-31`,
        noticeMonths: 2,
        status: 'ter-ondertekening',
      },
      rate: { gas: '0.498000', fixedFeeMonth: '4.50' },
    },
  ];

  let count = 0;
  for (const plan of plans) {
    if (plan.supplier === undefined) continue;
    const covered = await tx
      .select({ id: connections.id })
      .from(connections)
      .where(
        and(
          eq(connections.customerId, plan.customer),
          eq(connections.product, plan.product),
          eq(connections.status, 1),
        ),
      )
      .orderBy(asc(connections.id))
      .limit(plan.take);
    const [row] = await tx
      .insert(supplyAgreements)
      .values({
        ...plan.values,
        customerId: plan.customer,
        supplierId: plan.supplier,
        product: plan.product,
        note: 'Demodata',
        createdById: input.adminId,
      })
      .returning({ id: supplyAgreements.id });
    if (!row) continue;
    count += 1;
    if (covered.length > 0) {
      await tx
        .insert(supplyAgreementConnections)
        .values(covered.map((c) => ({ agreementId: row.id, connectionId: c.id, customerId: plan.customer })));
    }
    await tx.insert(supplyAgreementRates).values({
      ...plan.rate,
      agreementId: row.id,
      customerId: plan.customer,
      validFrom: plan.values.startDate,
    });
    if (plan.values.priceType === 'click') {
      const period = parseDeliveryPeriod(`Cal-${String(year).slice(2)}`)!;
      await tx.insert(clicks).values(
        DEMO_CLICKS.map((click) => ({
          agreementId: row.id,
          customerId: plan.customer,
          clickDate: addMonths(`${year}-01-15`, -click.monthsBefore),
          period: `Cal-${String(year).slice(2)}`,
          periodFrom: period.from,
          periodTo: period.to,
          load: 'base' as const,
          sharePct: click.sharePct,
          price: click.price,
          note: 'Demo-klik',
          createdById: input.adminId,
        })),
      );
    }
  }
  return count;
}
