import { and, asc, eq } from 'drizzle-orm';
import { applyChange, type HistoryInterval } from '@energiek/domain/connection-history';
import { addLocalDays, localDayOf } from '@energiek/domain/local-time';
import type { Executor } from '../client.ts';
import { connections, type Connection } from '../schema/connections.ts';
import { suppliers } from '../schema/master-data.ts';
import {
  connectionHistory,
  mutationConnections,
  mutationStatusChanges,
  mutations,
  type NewMutation,
} from '../schema/mutations.ts';

// Demo mutations of the customers with the mutations module (Kwekerij Westland Glas, Hotel Zeezicht): one
// of each status, dates relative to today. The executed ones changed their connections and wrote the dated
// history, as executing one in the app does, so the connections' "Historie" card is filled too.

type Status = (typeof mutations.$inferInsert)['status'] & string;
const FLOW: Status[] = ['concept', 'ingediend', 'bevestigd', 'uitgevoerd'];

type Demo = {
  values: Omit<NewMutation, 'customerId' | 'createdById'>;
  connections: Connection[];
  /** The path it took; each step a few days after the previous, the last `daysAgo` days ago. */
  statuses: Status[];
  daysAgo: number;
  notes?: Partial<Record<Status, string>>;
};

function firstOfMonth(today: string, monthsBack: number): string {
  const [year = 2026, month = 1] = today.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1 - monthsBack, 1));
  return date.toISOString().slice(0, 10);
}

async function record(
  tx: Executor,
  row: { customerId: number; connectionId: number; mutationId: number; userId: number },
  field: 'supplier' | 'capacity' | 'contractedCapacity' | 'status',
  before: { value: string | null; label: string | null },
  after: { value: string | null; label: string | null },
  from: string,
) {
  const timeline = applyChange<HistoryInterval>([], { ...after, from }, before);
  await tx.insert(connectionHistory).values(
    timeline.map((t) => ({
      customerId: row.customerId,
      connectionId: row.connectionId,
      field,
      value: t.value,
      label: t.label,
      validFrom: t.validFrom,
      validTo: t.validTo,
      source: t.validFrom === null ? ('initial' as const) : ('mutation' as const),
      mutationId: t.validFrom === null ? null : row.mutationId,
      createdById: row.userId,
    })),
  );
}

export async function seedDemoMutations(
  tx: Executor,
  input: { customers: number[]; userId: number; now?: Date },
): Promise<number> {
  const now = input.now ?? new Date();
  const today = localDayOf(now);
  const partyRows = await tx
    .select({ id: suppliers.id, name: suppliers.name })
    .from(suppliers)
    .orderBy(asc(suppliers.id));
  const supplierName = (id: number | null) => partyRows.find((s) => s.id === id)?.name ?? null;
  let created = 0;
  for (const [index, customerId] of input.customers.entries()) {
    const own = await tx
      .select()
      .from(connections)
      .where(eq(connections.customerId, customerId))
      .orderBy(asc(connections.id));
    const electricity = own.filter((c) => c.product === 1);
    const gas = own.filter((c) => c.product === 2);
    const [e1, e2, e3] = electricity;
    if (!e1) continue;
    const newSupplier = partyRows.find((s) => s.id !== e1.supplierId) ?? partyRows[0];
    const large = e1.contractedCapacity !== null;
    const demos: Demo[] = [
      {
        values: {
          type: 'supplier-switch',
          desiredDate: firstOfMonth(today, 10),
          supplierId: newSupplier?.id ?? null,
          comment: 'Overstap na de inkoopronde; contract getekend.',
        },
        connections: [e1, ...(e2 ? [e2] : [])],
        statuses: FLOW,
        daysAgo: 300,
        notes: {
          bevestigd: 'Bevestiging van de nieuwe leverancier ontvangen.',
          uitgevoerd: 'Overstap verwerkt per de gewenste datum.',
        },
      },
      {
        values: large
          ? {
              type: 'capacity-change',
              desiredDate: firstOfMonth(today, 4),
              capacity: e1.capacity,
              contractedCapacity: (e1.contractedCapacity ?? 0) + 250,
            }
          : {
              type: 'capacity-change',
              desiredDate: firstOfMonth(today, 4),
              capacity: e1.capacity === '3x80A' ? '3x63A' : '3x80A',
            },
        connections: [e1],
        statuses: FLOW,
        daysAgo: 120,
        notes: { uitgevoerd: 'Netbeheerder heeft de verzwaring uitgevoerd.' },
      },
      ...(index === 0
        ? ([
            {
              values: {
                type: 'move-out',
                desiredDate: addLocalDays(today, 45),
                comment: 'Kas aan de Zuidweg wordt verkocht.',
              },
              connections: e3 ? [e3] : [e1],
              statuses: ['concept', 'ingediend', 'bevestigd'],
              daysAgo: 5,
            },
            {
              values: {
                type: 'name-change',
                desiredDate: firstOfMonth(today, -1),
                newName: 'Westland Glas Vastgoed B.V.',
              },
              connections: gas.slice(0, 1).length > 0 ? gas.slice(0, 1) : [e1],
              statuses: ['concept', 'ingediend'],
              daysAgo: 2,
            },
            {
              values: {
                type: 'activation',
                desiredDate: addLocalDays(today, 30),
                comment: 'Nieuwe kas, aansluiting wordt opgeleverd.',
              },
              connections: e2 ? [e2] : [e1],
              statuses: ['concept'],
              daysAgo: 1,
            },
            {
              values: { type: 'deactivation', desiredDate: addLocalDays(today, -20) },
              connections: e3 ? [e3] : [e1],
              statuses: ['concept', 'ingediend', 'afgewezen'],
              daysAgo: 25,
              notes: { afgewezen: 'Netbeheerder: aansluiting heeft nog lopende levering.' },
            },
          ] satisfies Demo[])
        : []),
    ];
    for (const demo of demos) {
      const last = demo.statuses.at(-1) ?? 'concept';
      const steps = demo.statuses.map((status, i) => ({
        status,
        at: new Date(now.getTime() - (demo.daysAgo + (demo.statuses.length - 1 - i) * 4) * 86_400_000),
      }));
      const [row] = await tx
        .insert(mutations)
        .values({
          ...demo.values,
          customerId,
          status: last,
          createdById: input.userId,
          executedAt: last === 'uitgevoerd' ? (steps.at(-1)?.at ?? now) : null,
          createdAt: steps[0]?.at ?? now,
        })
        .returning({ id: mutations.id });
      if (!row) continue;
      created++;
      await tx
        .insert(mutationConnections)
        .values(demo.connections.map((c) => ({ mutationId: row.id, connectionId: c.id, customerId })));
      await tx.insert(mutationStatusChanges).values(
        steps.map((step) => ({
          mutationId: row.id,
          customerId,
          status: step.status,
          note: demo.notes?.[step.status] ?? '',
          userId: input.userId,
          createdAt: step.at,
        })),
      );
      if (last !== 'uitgevoerd') continue;
      for (const c of demo.connections) {
        const ref = { customerId, connectionId: c.id, mutationId: row.id, userId: input.userId };
        const from = demo.values.desiredDate;
        if (demo.values.type === 'supplier-switch') {
          const to = demo.values.supplierId ?? null;
          await record(
            tx,
            ref,
            'supplier',
            { value: c.supplierId === null ? null : String(c.supplierId), label: supplierName(c.supplierId) },
            { value: to === null ? null : String(to), label: supplierName(to) },
            from,
          );
          await tx
            .update(connections)
            .set({ supplierId: to })
            .where(and(eq(connections.id, c.id), eq(connections.customerId, customerId)));
        } else if (demo.values.type === 'capacity-change') {
          const contracted = demo.values.contractedCapacity ?? null;
          if (contracted !== null) {
            const label = (n: number | null) => (n === null ? null : `${String(n).replace('.', ',')} kW`);
            await record(
              tx,
              ref,
              'contractedCapacity',
              {
                value: c.contractedCapacity === null ? null : String(c.contractedCapacity),
                label: label(c.contractedCapacity),
              },
              { value: String(contracted), label: label(contracted) },
              from,
            );
          } else {
            await record(
              tx,
              ref,
              'capacity',
              { value: c.capacity, label: c.capacity },
              { value: demo.values.capacity ?? null, label: demo.values.capacity ?? null },
              from,
            );
          }
          await tx
            .update(connections)
            .set({ capacity: demo.values.capacity ?? null, contractedCapacity: contracted })
            .where(and(eq(connections.id, c.id), eq(connections.customerId, customerId)));
        }
      }
    }
  }
  return created;
}
