import { parseDeliveryPeriod } from '@energiek/domain/delivery-period';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { PRODUCT_ELECTRICITY, connections } from '../schema/connections.ts';
import { clicks, collectiveParticipants, collectives } from '../schema/purchasing.ts';

// Demo data of collective purchasing: one electricity collective for 2027–2028 with the first electricity
// connection of six demo customers as participants and five clicks (figures made up, named demo data).

const VOLUMES = ['185000', '240000', '96000', '410000', '152000', '67000'];

const CLICKS = [
  { clickDate: '2026-03-10', period: 'Cal-27', sharePct: '20', price: '92.40' },
  { clickDate: '2026-06-12', period: 'Cal-27', sharePct: '20', price: '86.10' },
  { clickDate: '2026-09-15', period: 'Cal-27', sharePct: '15', price: '84.75' },
  { clickDate: '2026-10-20', period: 'Q1-27', sharePct: '10', price: '97.20' },
  { clickDate: '2026-11-05', period: 'Cal-28', sharePct: '15', price: '78.30' },
];

export async function seedDemoCollective(
  tx: Database,
  input: { customerIds: readonly number[]; supplierId: number | undefined; createdById: number },
): Promise<number> {
  const [collective] = await tx
    .insert(collectives)
    .values({
      name: 'Collectief MKB Stroom 2027–2028 (demo)',
      product: PRODUCT_ELECTRICITY,
      supplierId: input.supplierId ?? null,
      firstYear: 2027,
      lastYear: 2028,
      markup: '2.75',
      clickStrategy:
        'Demo: in vijf tot acht tranches inkopen vanaf anderhalf jaar voor levering; klikken bij dalende termijnprijzen, uiterlijk 80 % vast vóór 1 december voorafgaand aan het leveringsjaar.',
    })
    .returning({ id: collectives.id });
  if (!collective) throw new Error('Demo seed: collective not inserted');
  const rows = await tx
    .select({ id: connections.id, customerId: connections.customerId })
    .from(connections)
    .where(
      and(
        inArray(connections.customerId, [...input.customerIds]),
        eq(connections.product, PRODUCT_ELECTRICITY),
      ),
    )
    .orderBy(asc(connections.id));
  const participants = input.customerIds
    .map((customerId) => rows.find((row) => row.customerId === customerId))
    .filter((row) => row !== undefined)
    .slice(0, VOLUMES.length);
  if (participants.length > 0) {
    await tx.insert(collectiveParticipants).values(
      participants.map((row, i) => ({
        collectiveId: collective.id,
        customerId: row.customerId,
        connectionId: row.id,
        expectedAnnualVolume: VOLUMES[i]!,
        volumeSource: 'manual' as const,
      })),
    );
  }
  await tx.insert(clicks).values(
    CLICKS.map((click) => {
      const period = parseDeliveryPeriod(click.period)!;
      return {
        ...click,
        collectiveId: collective.id,
        periodFrom: period.from,
        periodTo: period.to,
        load: 'base' as const,
        note: 'Demo-klik',
        createdById: input.createdById,
      };
    }),
  );
  return collective.id;
}
